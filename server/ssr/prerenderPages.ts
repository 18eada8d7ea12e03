import type { RenderCache, RenderedPage } from './renderCache.ts'

/**
 * Renders every page into the cache, one after the other (Vike's renders are CPU-bound), then waits for their
 * best-quality brotli bodies (compressed on libuv's thread pool). `ms` is the time until all of it is in place.
 */
export async function prerenderPages(
  cache: RenderCache,
  paths: readonly string[],
  render: (path: string) => Promise<RenderedPage | undefined>,
): Promise<{ pages: number; renderMs: number; ms: number }> {
  const started = performance.now()
  for (const path of paths) await cache.resolve(path, () => render(path))
  const renderMs = Math.round(performance.now() - started)
  await cache.settled()
  return { pages: paths.length, renderMs, ms: Math.round(performance.now() - started) }
}
