import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { localeRedirectScript } from '../site/localeRedirectScript.ts'
import { firstLoadBudget } from './firstLoadBudget.ts'
import { firstLoadSizes, type ChunkFacts } from './firstLoadSizes.ts'

/** The loader every page's HTML names instead of Vike's entry (server/ssr/hydrateAfterPaint.ts), served as written. */
const loaderFile = 'hydrate-after-paint.js'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * Fails the client build when a first visit of any page would load more JavaScript than `firstLoadBudget` (gzip),
 * naming the pages over it; otherwise logs each page's figure. docs/performance.md says what is in the first load.
 */
export function enforceFirstLoadBudget(budget = firstLoadBudget): Plugin {
  let publicDir = 'public'
  return {
    name: 'fluxa:first-load-budget',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      publicDir = config.publicDir
    },
    async generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
      const loader = await readFile(path.join(publicDir, loaderFile), 'utf8')
      const sizes = firstLoadSizes(chunks, [loader, localeRedirectScript])
      const over = [...sizes].filter(([, bytes]) => bytes > budget)
      if (over.length > 0)
        this.error(
          `First-load JavaScript over its budget of ${kib(budget)} gzip (docs/performance.md): ${over
            .map(([page, bytes]) => `${page} ${kib(bytes)} (${bytes} bytes)`)
            .join(', ')}`,
        )
      const largest = Math.max(...sizes.values())
      this.info(`first-load JavaScript at most ${kib(largest)} gzip per page (budget ${kib(budget)})`)
    },
  }
}
