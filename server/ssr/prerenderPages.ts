import type { RenderCache, RenderedPage } from './renderCache.ts'

/**
 * Renders every page into the cache before the server takes traffic, so no visitor waits for a first render.
 * Pages render one after the other: the process is not serving yet, and Vike's renders are CPU-bound anyway.
 */
export async function prerenderPages(
  cache: RenderCache,
  paths: readonly string[],
  render: (path: string) => Promise<RenderedPage | undefined>,
): Promise<{ pages: number; ms: number }> {
  const started = performance.now()
  for (const path of paths) await cache.resolve(path, () => render(path))
  return { pages: paths.length, ms: Math.round(performance.now() - started) }
}
