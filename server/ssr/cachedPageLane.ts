import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { defaultLocale, localePreferenceKey, type Locale } from '../../site/locales.ts'
import type { AnsweredRequest } from '../metrics/createMetrics.ts'
import { hostIsValid } from '../middleware/malformedRequests.ts'
import { createAccessLog, requestIdOf } from '../middleware/requestLogger.ts'
import { cachedPageHeaders } from './cachedPageHeaders.ts'
import { sitePageRequests } from './sitePageRequests.ts'
import { pickEncoding } from './pickEncoding.ts'
import type { CachedPage, Encoding, RenderCache } from './renderCache.ts'

export type CachedPageLaneOptions = {
  cache: RenderCache
  logger: Logger
  /** The security headers every answer carries (securityHeaderList). */
  securityHeaders: ReadonlyArray<readonly [string, string]>
  /** A page's Cache-Control (pageCacheControl). */
  cacheControl: string
  onAnswered?: (answer: AnsweredRequest, seconds: number) => void
}

/**
 * The common request, answered before Koa: a plain GET of one of the site's pages, already in memory, with no validator
 * to compare and no language cookie that could redirect it. Every other request (and any such request whose page is
 * not in memory yet) returns false and goes through the whole app (createApp), which answers it with the same bytes
 * and the same headers: ssrMiddleware.test.ts compares the two. The profile in docs/performance.md put most of a cached page's cost in
 * Koa's context, its header bookkeeping (about 20 setHeader calls, each validated, then copied) and the middleware
 * hops; here the headers are one array prepared when the page enters the cache, and written by one writeHead.
 * It keeps what every request has: the request id, the request line in the log, the metrics.
 */
export function cachedPageLane({
  cache,
  logger,
  securityHeaders,
  cacheControl,
  onAnswered,
}: CachedPageLaneOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const localeOf = new Map<string, Locale>(sitePageRequests.map((page) => [page.path, page.locale]))
  const accessLog = createAccessLog(logger)
  // Per cached page (a new object when its body is upgraded, so a stale entry is never read) and encoding.
  const prepared = new WeakMap<CachedPage, Partial<Record<Encoding, string[]>>>()
  const headersOf = (page: CachedPage, encoding: Encoding, locale: Locale): string[] => {
    let byEncoding = prepared.get(page)
    if (!byEncoding) prepared.set(page, (byEncoding = {}))
    return (byEncoding[encoding] ??= [
      ...securityHeaders.flat(),
      ...cachedPageHeaders(page, encoding, locale, cacheControl).flat(),
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
      'Content-Length',
      String(page.bodies[encoding].length),
    ])
  }

  return (req, res) => {
    const started = process.hrtime.bigint()
    if (req.method !== 'GET') return false
    const url = req.url ?? ''
    const query = url.indexOf('?')
    const path = query === -1 ? url : url.slice(0, query)
    const locale = localeOf.get(path)
    if (locale === undefined) return false
    const { headers } = req
    if (headers['if-none-match'] !== undefined) return false
    // requireHost refuses a missing, doubled or malformed Host, refuseExpectation an Expect; localeRedirect may move
    // an unprefixed page by the language cookie.
    if (headers.expect !== undefined || !hostIsValid(req)) return false
    if (locale === defaultLocale && headers.cookie?.includes(localePreferenceKey)) return false
    const page = cache.get(path)
    if (!page || page.status !== 200) return false

    const requestId = requestIdOf()
    const encoding = pickEncoding(req)
    res.writeHead(200, ['X-Request-Id', requestId, ...headersOf(page, encoding, locale)])
    res.end(page.bodies[encoding])
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    onAnswered?.({ method: 'GET', path, status: 200, pageCache: 'hit' }, ms / 1000)
    accessLog({ requestId, method: 'GET', path, status: 200, ms: Math.round(ms * 100) / 100 })
    return true
  }
}
