import type { RequestListener } from 'node:http'
import path from 'node:path'
import Koa from 'koa'
import type Router from '@koa/router'
import type { Logger } from 'pino'
import type { ViteDevServer } from 'vite'
import type { AppState } from './AppState.ts'
import type { Env } from './env.ts'
import type { Metrics } from './metrics/createMetrics.ts'
import { connectAdapter } from './middleware/connectAdapter.ts'
import { decideLocale } from './middleware/decideLocale.ts'
import { errorHandler } from './middleware/errorHandler.ts'
import { healthCheck } from './middleware/healthCheck.ts'
import { languageSwitch } from './language/languageSwitch.ts'
import { localeRedirect } from './middleware/localeRedirect.ts'
import { localRedirectsOnly } from './middleware/localRedirectsOnly.ts'
import { readOnlyMethods } from './middleware/readOnlyMethods.ts'
import { refuseExpectation, refuseUnreadableTarget, requireHost } from './middleware/malformedRequests.ts'
import { requestLogger } from './middleware/requestLogger.ts'
import { securityHeaderList, securityHeaders } from './http/securityHeaders.ts'
import { staticAssets } from './middleware/staticAssets.ts'
import { buildDate, seoFiles } from './seo/seoFiles.ts'
import { cachedPageLane } from './ssr/cachedPageLane.ts'
import { pageCacheControl } from './ssr/cachedPageHeaders.ts'
import { RenderCache } from './ssr/renderCache.ts'
import { pagesToCache, sitePageRequests } from './ssr/sitePageRequests.ts'
import { ssrMiddleware } from './ssr/ssrMiddleware.ts'

export type AppOptions = {
  env: Env
  logger: Logger
  /** Development only: Vite's dev server, whose middlewares serve sources with hot reload. */
  vite?: ViteDevServer
  /** The built client folder (production). */
  clientDir?: string
  /** The routes (createApiRouter, server/routes/routes.ts): /api/* and the form posted without JavaScript to a page. */
  api?: Router<AppState>
  /** Whether the process can serve and store leads (for /healthz). */
  healthy?: () => boolean | Promise<boolean>
  /** Production: the page cache, possibly already warm (startServer keys it by the build id). */
  renderCache?: RenderCache
  /** Counts every request; serves /metrics to loopback clients unless METRICS_PORT gives it its own listener. */
  metrics?: Metrics
  /**
   * True once the process was told to stop: /healthz answers 503 and every answer closes its connection, so a balancer
   * takes the process out and stops reusing its connections before it closes (startServer, docs/operations.md).
   */
  draining?: () => boolean
}

/**
 * The whole HTTP app, as node:http's request listener. In production a plain GET of a page already in memory is
 * answered first by the cached-page lane (cachedPageLane: the same bytes and headers, without Koa); every other request
 * goes through Koa's middleware. Middleware order, outermost first:
 *  0. a target with no readable path ("//en?@#"): 400, as Node answers a request it cannot parse (one warn line,
 *                                 not in the access log or the metrics: everything below reads the path)
 *  1. request log + request id   (sees every response, including errors; the metrics count each one there too)
 *  2. error handler               (JSON for /api, a plain 500 otherwise; never a stack trace)
 *  3. the request's language      (decided once: ctx.state.locale and ctx.state.logicalPath)
 *  4. security headers            (on every response below), and no redirect off the site
 *  5. Host required on HTTP/1.1   (400, also for two Host fields or a malformed one; Node's own check would answer
 *                                 without the security headers), and 417 for an Expect other than 100-continue
 *  6. read-only methods           (405 for anything but GET / HEAD that nothing below answered; Allow names POST too
 *                                 on a page, where the form is posted without JavaScript)
 *  7. /healthz                    (GET / HEAD; 503 while draining)
 *  8. static files                (built assets, or Vite in development; GET / HEAD)
 *  9. /api routes                 (every method: JSON 404 / 405 for what they do not know), and the form
 *                                 posted without JavaScript to its page (POST on a page path); each route's steps
 *                                 throw a Refusal, answered in one place in the router (answerRefusals)
 * 10. /sitemap.xml, /robots.txt
 * 11. language link, redirect     (GET /language: cookie + 303 to the twin; cookie en-US on an unprefixed page)
 * 12. Vike SSR                    (every other GET / HEAD: a page, or the 404 page of the URL's language)
 */
export function createApp({
  env,
  logger,
  vite,
  clientDir,
  api,
  healthy = () => true,
  renderCache,
  metrics,
  draining = () => false,
}: AppOptions): RequestListener {
  // Behind one trusted proxy the client is the address that proxy appended (the last X-Forwarded-For entry);
  // entries before it were written by the client and could name anyone.
  const app = new Koa<AppState>({ proxy: env.TRUST_PROXY, maxIpsCount: 1 })
  const dev = env.NODE_ENV === 'development'
  const headers = securityHeaderList({ dev, https: env.PUBLIC_URL.startsWith('https:') })

  app.use(refuseUnreadableTarget(headers, logger))
  app.use(requestLogger(logger, metrics?.record))
  app.use(errorHandler())
  app.use(decideLocale())
  app.use(securityHeaders(headers))
  app.use(localRedirectsOnly())
  app.use(requireHost())
  app.use(refuseExpectation())
  // With the API, every page also takes the contact form posted to it (contactFormRoute).
  app.use(readOnlyMethods(new Set(api ? sitePageRequests.map((page) => page.path) : [])))
  app.use(healthCheck(() => !draining() && healthy()))
  if (metrics && env.METRICS_PORT === undefined) app.use(metrics.loopbackRoute())
  if (vite) app.use(connectAdapter(vite.middlewares))
  else app.use(staticAssets(clientDir ?? path.resolve('dist/client')))
  // No allowedMethods(): the API router answers every method under /api/ itself, and elsewhere readOnlyMethods does.
  if (api) {
    // Only /api paths and posts (the form sent without JavaScript to its page) enter the router: its matching and
    // host check are wasted on every page read otherwise.
    const apiRoutes = api.routes()
    app.use((ctx: Parameters<typeof apiRoutes>[0], next) =>
      ctx.method === 'POST' || ctx.state.api ? apiRoutes(ctx, next) : next(),
    )
  }
  app.use(
    seoFiles(env.PUBLIC_URL, vite ? undefined : buildDate(path.dirname(clientDir ?? path.resolve('dist/client')))),
  )
  app.use(languageSwitch())
  app.use(localeRedirect())
  const cache = vite
    ? undefined
    : (renderCache ?? new RenderCache({ buildId: 'unknown', keys: pagesToCache.map((page) => page.path) }))
  const cacheControl = pageCacheControl(env)
  app.use(ssrMiddleware({ publicUrl: env.PUBLIC_URL, cacheControl, cache }))
  const koa = app.callback()
  // Koa's handler settles every request itself (errors go to ctx.onerror): its promise is never left to reject.
  const lane = cache
    ? cachedPageLane({ cache, logger, securityHeaders: headers, cacheControl, onAnswered: metrics?.record })
    : () => false
  return (req, res) => {
    // Node merges this with the lane's writeHead and Koa's headers alike, and ends the connection after the answer.
    if (draining()) res.setHeader('Connection', 'close')
    if (!lane(req, res)) void koa(req, res)
  }
}
