import { defineConfig } from '@lingui/conf'

// Three catalogues, one per area, so the client only ever receives what a page shows:
// site (layout, shared sections) and contact go to every page; copy is filtered by page prefix on the server.
export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR', 'en-US'],
  fallbackLocales: false,
  compileNamespace: 'ts',
  orderBy: 'messageId',
  catalogs: [
    { path: '<rootDir>/locales/{locale}/site', include: ['<rootDir>/renderer', '<rootDir>/pages'], exclude: ['**/contact/**', '**/copy/**'] },
    { path: '<rootDir>/locales/{locale}/contact', include: ['<rootDir>/renderer/contact'] },
    { path: '<rootDir>/locales/{locale}/copy', include: ['<rootDir>/pages/copy'] },
  ],
})
