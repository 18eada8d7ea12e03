import { renderPage } from 'vike/server'
import { hydrateAfterPaint } from './hydrateAfterPaint.ts'
import type { PageRequest } from './sitePageRequests.ts'
import type { RenderedPage } from './renderCache.ts'

/**
 * Renders one URL path with Vike, in the language the request was decided to be in (decideLocale): Vike's
 * onBeforeRoute takes it from here rather than working it out again. No request headers, cookies or query string
 * reach the render, so the result depends on the path alone and may be cached for every visitor.
 */
export async function renderWithVike(
  { path, locale, logicalPath }: PageRequest,
  publicUrl: string,
): Promise<RenderedPage | undefined> {
  const { httpResponse } = await renderPage({ urlOriginal: path, headersOriginal: {}, publicUrl, locale, logicalPath })
  if (!httpResponse) return undefined
  return { status: httpResponse.statusCode, headers: httpResponse.headers, html: hydrateAfterPaint(httpResponse.body) }
}
