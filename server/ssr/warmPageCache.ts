import type { PageRequest } from './sitePageRequests.ts'
import type { RenderCache, RenderedPage } from './renderCache.ts'

/**
 * Renders every page into the cache, one after the other (Vike's renders are CPU-bound), then waits for their
 * best-quality brotli bodies (compressed on libuv's thread pool). `ms` is the time until all of it is in place.
 */
export async function warmPageCache(
  cache: RenderCache,
  pages: readonly PageRequest[],
  render: (page: PageRequest) => Promise<RenderedPage | undefined>,
): Promise<{ pages: number; renderMs: number; ms: number }> {
  const started = performance.now()
  for (const page of pages) await cache.resolve(page.path, () => render(page))
  const renderMs = Math.round(performance.now() - started)
  await cache.settled()
  return { pages: pages.length, renderMs, ms: Math.round(performance.now() - started) }
}
