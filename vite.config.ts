import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { brandAssets } from './build/brandAssets.ts'
import { enforceFirstLoadBudget } from './build/enforceFirstLoadBudget.ts'
import { nameChunkGroups } from './build/nameChunkGroups.ts'
import { shellCopies } from './build/shellCopies.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes a .br and a .gz twin beside every compressible client asset, so the server (sirv) sends precompressed
 * bytes and never compresses per request. Tiny files are left alone: compression would not pay for itself.
 */
function precompressAssets(): Plugin {
  return {
    name: 'fluxa:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client'
      // Vike deletes Vite's manifest after the build (it inlines it into the server entry); `npm run size` reads this copy.
      const manifest = bundle['.vite/manifest.json']
      if (manifest?.type === 'asset') await writeFile(path.join(dir, '.vite/client-manifest.json'), manifest.source)
      const files = Object.values(bundle).filter(
        (file) => /\.(js|mjs|css|svg|json|txt|xml|html)$/.test(file.fileName) && !file.fileName.startsWith('.vite/'),
      )
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source)
          if (source.length < 1024) return
          const target = path.join(dir, file.fileName)
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzipAsync(source, { level: 9 }),
          ])
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)])
        }),
      )
    },
  }
}

export default defineConfig({
  plugins: [
    vike(),
    react(),
    // Lingui's msg/t macros compile to plain i18n._({ id }) calls here; plugin-react 6 has no babel option.
    babel({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        // Component ids from the file and position, not from a global counter: server and browser load modules
        // in different orders, and counter ids gave every page mismatched class names at hydration.
        ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }],
      ],
    }),
    precompressAssets(),
    brandAssets(),
    shellCopies(),
    nameChunkGroups(),
    enforceFirstLoadBudget(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the shim @lingui/react imports is replaced by React's own hook.
    alias: { 'use-sync-external-store/shim': path.resolve('build/useSyncExternalStoreShim.ts') },
  },
  build: {
    target: 'es2022',
    // No preload helper: the first load imports nothing statically, renderer/loadShell.ts brings React and the shell
    // in one after the other on purpose, and the islands depend on little that the shell has not already brought.
    modulePreload: false,
    rolldownOptions: {
      // Rolldown reports, in a warning's colours, every build whose plugins take most of its time. Here they always
      // do, by design: the brand plugin draws a share image for every page (build/brandAssets.ts). A report that fires on every
      // healthy build reads as a problem to a newcomer and trains everyone to skip real warnings, so it is off; to
      // profile the build, set it back to true (https://rolldown.rs/reference/InputOptions.checks#bundlertimings).
      checks: { bundlerTimings: false },
      output: {
        // The first load is one chunk: renderer/+client.ts and what it imports (Vike's runtime stays out: the pages
        // are HTML-only); first, so the modules it shares with the rest stay in it. React is a chunk of its own and the
        // shell (styled-components, Lingui, the header and the contact frame) another, evaluated in two tasks
        // (renderer/loadShell.ts). The islands import from both and stay in chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'boot', test: /renderer[\\/]\+client\.ts$/, priority: 3 },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|renderer[\\/]reactDom\.ts$/,
              priority: 2,
            },
            { name: 'shell', test: /renderer[\\/]hydrateShell\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
})
