import { renderPage } from 'vike/server'
import { hydrateAfterPaint } from './hydrateAfterPaint.ts'
import type { RenderedPage } from './renderCache.ts'

/**
 * Renders one URL path with Vike. No request headers, cookies or query string reach the render, so the result
 * depends on the path alone and may be cached for every visitor.
 */
export async function renderHtml(path: string, publicUrl: string): Promise<RenderedPage | undefined> {
  const { httpResponse } = await renderPage({ urlOriginal: path, headersOriginal: {}, publicUrl })
  if (!httpResponse) return undefined
  return { status: httpResponse.statusCode, headers: httpResponse.headers, html: hydrateAfterPaint(httpResponse.body) }
}
