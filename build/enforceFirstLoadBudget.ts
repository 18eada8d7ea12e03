import type { Plugin } from 'vite'
import { headScript } from '../site/headScript.ts'
import { firstLoadBytes, type ChunkFacts } from './firstLoadSizes.ts'

/**
 * The most JavaScript a first visit of any page may load, in bytes of gzip (level 9): its own scripts and the inline
 * script of <head> (docs/performance.md). The build fails above it
 * (enforceFirstLoadBudget below); `npm run size` prints every page against it.
 */
export const firstLoadBudget = 80 * 1024

/** The one script entry of every page: Vike's `client` setting (the pages are HTML-only, renderer/+config.ts). */
const clientEntry = /[\\/]renderer[\\/]\+client\.ts$/

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * Fails the client build when a first visit would load more JavaScript than `firstLoadBudget` (gzip); otherwise logs
 * the figure. Every page loads the same scripts; docs/performance.md says what they are.
 */
export function enforceFirstLoadBudget(budget = firstLoadBudget): Plugin {
  return {
    name: 'fluxa:first-load-budget',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
      const bytes = firstLoadBytes(chunks, clientEntry, [headScript])
      if (bytes > budget)
        this.error(
          `First-load JavaScript over its budget: ${kib(bytes)} (${bytes} bytes) gzip on every page, budget ${kib(budget)} (docs/performance.md)`,
        )
      this.info(`first-load JavaScript ${kib(bytes)} gzip on every page (budget ${kib(budget)})`)
    },
  }
}
