import { setImmediate as nextTurn } from 'node:timers/promises'
import type { PageRequest } from './sitePageRequests.ts'
import type { RenderCache, RenderedPage } from './renderCache.ts'

/**
 * Renders every page into the cache, one after the other (Vike's renders are CPU-bound), then waits for their
 * best-quality brotli bodies (compressed on libuv's thread pool). `ms` is the time until all of it is in place.
 * A render chains only promises, so a turn of the event loop is taken between two pages: requests and a SIGTERM are
 * handled there, and once `signal` is aborted no further page is rendered (docs/operations.md). `pause`: awaited
 * before each page (the server waits there while a lead is being delivered).
 */
export async function warmPageCache(
  cache: RenderCache,
  pages: readonly PageRequest[],
  render: (page: PageRequest) => Promise<RenderedPage | undefined>,
  { signal, pause }: { signal?: AbortSignal; pause?: () => Promise<void> } = {},
): Promise<{ pages: number; renderMs: number; ms: number; stopped: boolean }> {
  const started = performance.now()
  let rendered = 0
  for (const page of pages) {
    await nextTurn()
    await pause?.()
    if (signal?.aborted) break
    await cache.resolve(page.path, () => render(page))
    rendered++
  }
  const renderMs = Math.round(performance.now() - started)
  await cache.settled()
  return { pages: rendered, renderMs, ms: Math.round(performance.now() - started), stopped: rendered < pages.length }
}
