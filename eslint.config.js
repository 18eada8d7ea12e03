import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** A block of no-restricted-imports for `files` (less `ignores`): each pattern a group of imports and why not. */
const refuseImports = (files, ignores, patterns) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

/** What no browser code (renderer/, pages/, components/) imports. */
const browserNeverImports = {
  group: ['**/server/**', '**/build/**'],
  message: 'Browser code never imports the server or the build; share code through site/.',
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'locales/*/*.ts',
      'test-results/**',
      'playwright-report/**',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Type information for the rules that need it: a promise nobody awaits or catches fails the lint.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The server logs through pino only.
    files: ['server/**/*.ts', 'site/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  // The boundary between server and browser (README, "How it is built"): both sides share site/ and nothing else.
  refuseImports(
    ['site/**/*.ts'],
    [],
    [
      {
        group: [
          '**/server/**',
          '**/renderer/**',
          '**/components/**',
          '**/pages/**',
          '**/build/**',
          'react',
          'react-dom',
          'react-dom/*',
          'koa',
          '@koa/*',
          'styled-components',
          '@lingui/core/macro',
          '@lingui/react',
        ],
        message:
          'site/ is shared by the server and the browser: it knows neither React nor Koa, and the server cannot run macros.',
      },
    ],
  ),
  // Content records are data (docs/pages-and-copy.md): words and fact ids, no React, no Lingui, no server; components
  // read content, never the other way (the card icons' names are site/cardIconNames.ts).
  refuseImports(
    ['content/**/*.ts'],
    [],
    [
      {
        group: [
          '**/server/**',
          '**/renderer/**',
          '**/pages/**',
          '**/components/**',
          'react',
          'react-dom',
          'react-dom/*',
          'styled-components',
          '@lingui/*',
        ],
        message: 'content/ is data: words in both languages and fact ids (docs/pages-and-copy.md).',
      },
    ],
  ),
  refuseImports(
    ['server/**/*.ts'],
    ['server/**/*.test.ts'],
    [
      {
        group: ['**/renderer/**', '**/components/**', '**/pages/**', '**/build/**'],
        message:
          'The server reaches the pages only through Vike (server/ssr/renderWithVike.ts); share code through site/.',
      },
    ],
  ),
  // The front end depends one way (docs/front-end.md): renderer/ (Vike's hooks and the shell) and pages/ import
  // components/, which imports site/; only Vike joins renderer/ and pages/. Each block lists every group it forbids
  // (a later block's rule replaces an earlier one's for the same file).
  refuseImports(
    ['renderer/**/*.{ts,tsx}'],
    [],
    [
      browserNeverImports,
      {
        group: ['**/pages/**'],
        message:
          'The renderer knows no page: a page supplies what the shell needs through Vike settings (+pageMeta.ts).',
      },
    ],
  ),
  refuseImports(
    ['pages/**/*.{ts,tsx}'],
    [],
    [
      browserNeverImports,
      {
        group: ['**/renderer/**'],
        message: 'Pages use components/ (the page context: components/pageContext/pageContext.ts), never renderer/.',
      },
    ],
  ),
  refuseImports(
    ['components/**/*.{ts,tsx}'],
    [],
    [
      browserNeverImports,
      {
        group: ['**/renderer/**', '**/pages/**'],
        message:
          'Components are imported by pages and the renderer, never the other way (the page context: components/pageContext/pageContext.ts).',
      },
    ],
  ),
  // build/ runs at build time (the content and copy checks, the brand assets): it reads what it checks (content/, the
  // catalogues) and shared pieces from site/ and the theme and brand data of components/, never the internals of the
  // renderer, a page or the server, which import nothing of build/ either (docs/front-end.md).
  refuseImports(
    ['build/**/*.ts'],
    [],
    [
      {
        group: ['**/renderer/**', '**/pages/**', '**/server/**'],
        message:
          'build/ never imports renderer/, pages/ or server/: move what both need to site/ (like site/shareImageSize.ts).',
      },
    ],
  ),
)
