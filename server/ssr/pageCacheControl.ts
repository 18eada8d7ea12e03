import type { Env } from '../env.ts'

/**
 * The Cache-Control of a page answered 200: a shared cache (nginx, a CDN) serves it for HTML_S_MAXAGE_S, then stale for
 * up to HTML_STALE_WHILE_REVALIDATE_S while it revalidates with the ETag; a browser revalidates on every view
 * (max-age=0), so a new build reaches it at once. Which answers say no-store instead: docs/operations.md.
 */
export function pageCacheControl(env: Pick<Env, 'HTML_S_MAXAGE_S' | 'HTML_STALE_WHILE_REVALIDATE_S'>): string {
  return `max-age=0, s-maxage=${env.HTML_S_MAXAGE_S}, stale-while-revalidate=${env.HTML_STALE_WHILE_REVALIDATE_S}`
}
