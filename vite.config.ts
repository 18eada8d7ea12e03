import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { brandAssets } from './build/brandAssets.ts'
import { nameChunkGroups } from './build/nameChunkGroups.ts'

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
    nameChunkGroups(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the shim @lingui/react imports is replaced by React's own hook.
    alias: { 'use-sync-external-store/shim': path.resolve('build/useSyncExternalStoreShim.ts') },
  },
  build: {
    target: 'es2022',
    // Vike writes the modulepreload links of each page itself. Vite's helper only preloads the dependencies of
    // dynamic imports, and the one dynamic import (the tooltip) depends on nothing that is not already loaded.
    modulePreload: false,
    rolldownOptions: {
      // Rolldown reports, in a warning's colours, every build whose plugins take most of its time. Here they always
      // do, by design: the brand plugin draws 62 share images (build/brandAssets.ts). A report that fires on every
      // healthy build reads as a problem to a newcomer and trains everyone to skip real warnings, so it is off; to
      // profile the build, set it back to true (https://rolldown.rs/reference/InputOptions.checks#bundlertimings).
      checks: { bundlerTimings: false },
      output: {
        // Everything a first load runs in one file (Vike's runtime, React, the hydrated parts): one request, and gzip
        // shares one dictionary across it (1.7 KiB less than many small chunks). What loads on demand (the form, the
        // tooltip) is not `$initial`, so it stays in chunks of its own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
})
