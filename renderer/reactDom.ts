/**
 * React DOM's client as an ES module of the site's own, in React's chunk (vite.config.ts): the first load imports it
 * first and alone (loadShell.ts), so it needs none of the bundler's CommonJS helpers, and so no second file.
 */
export { hydrateRoot } from 'react-dom/client'
