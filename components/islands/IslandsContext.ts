import { createContext } from 'react'
import { browserIslands } from './browserIslands.ts'
import type { Islands } from './Islands.ts'

/**
 * Which implementation of the islands renders: the browser's lazy ones by default; the server render provides the
 * eager ones (onRenderHtml). A context rather than `import.meta.env.SSR`: a static import of an island anywhere in
 * client code would pull its code back into the first load.
 */
export const IslandsContext = createContext<Islands>(browserIslands)
