import { defineConfig } from '@lingui/conf'

// The UI strings, in two catalogues (docs/pages-and-copy.md): site (header, menus, footer, the visuals' words, the
// 404) and contact (the form, its toasts, the API's error texts). Page bodies read their content records instead
// (content/): their words never reach the browser, so they need no catalogue.
export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR', 'en-US'],
  fallbackLocales: false,
  compileNamespace: 'ts',
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/site',
      include: ['<rootDir>/renderer', '<rootDir>/components', '<rootDir>/pages'],
      exclude: ['**/contact/**'],
    },
    // The form's texts and the API's error texts (site/contact: plain descriptors the server runs as they are).
    { path: '<rootDir>/locales/{locale}/contact', include: ['<rootDir>/components/contact', '<rootDir>/site/contact'] },
  ],
})
