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
    {
      path: '<rootDir>/locales/{locale}/site',
      include: ['<rootDir>/renderer', '<rootDir>/components', '<rootDir>/pages'],
      exclude: ['**/contact/**', '**/copy/**', '**/*Copy.ts'],
    },
    // The form's texts and the API's error texts (site/contact: plain descriptors the server runs as they are).
    { path: '<rootDir>/locales/{locale}/contact', include: ['<rootDir>/components/contact', '<rootDir>/site/contact'] },
    // Each page's copy: pages/<page>/<page>Copy.ts and pages/landing/copy/<family>Copy.ts.
    {
      path: '<rootDir>/locales/{locale}/copy',
      include: ['<rootDir>/pages'],
      exclude: ['**/+*', '**/_error/**', '**/DocumentPage.tsx', '**/AboutPage.tsx', '**/copyTypes.ts'],
    },
  ],
})
