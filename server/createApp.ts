import path from 'node:path'
import Koa from 'koa'
import type Router from '@koa/router'
import type { Logger } from 'pino'
import type { ViteDevServer } from 'vite'
import type { Env } from './env.ts'
import { connectAdapter } from './middleware/connectAdapter.ts'
import { errorHandler } from './middleware/errorHandler.ts'
import { localeRedirect } from './middleware/localeRedirect.ts'
import { localRedirectsOnly } from './middleware/localRedirectsOnly.ts'
import { requestLogger } from './middleware/requestLogger.ts'
import { securityHeaders } from './middleware/securityHeaders.ts'
import { staticAssets } from './middleware/staticAssets.ts'
import { buildDate } from './seo/buildDate.ts'
import { seoRouter } from './seo/seoRouter.ts'
import { pagePaths } from './ssr/pagePaths.ts'
import { RenderCache } from './ssr/renderCache.ts'
import { ssrMiddleware } from './ssr/ssrMiddleware.ts'

export type AppOptions = {
  env: Env
  logger: Logger
  /** Development only: Vite's dev server, whose middlewares serve sources with hot reload. */
  vite?: ViteDevServer
  /** The built client folder (production). */
  clientDir?: string
  /** /api/* routes, each with its own schema and limits. */
  api?: Router
  /** Whether the process can serve and store leads (for /healthz). */
  healthy?: () => boolean | Promise<boolean>
  /** Production: the page cache, possibly already warm (startServer keys it by the build id). */
  renderCache?: RenderCache
}

/**
 * The whole HTTP app. Middleware order, outermost first:
 *  1. request log + request id   (sees every response, including errors)
 *  2. error handler               (JSON for /api, a plain 500 otherwise; never a stack trace)
 *  3. security headers            (on every response below), and no redirect off the site
 *  4. /healthz
 *  5. static files                (built assets, or Vite in development)
 *  6. /api routes
 *  7. /sitemap.xml, /robots.txt
 *  8. language redirect           (cookie en-US on an unprefixed page)
 *  9. Vike SSR                    (every other GET; cached in production)
 */
export function createApp({ env, logger, vite, clientDir, api, healthy = () => true, renderCache }: AppOptions): Koa {
  // Behind one trusted proxy the client is the address that proxy appended (the last X-Forwarded-For entry);
  // entries before it were written by the client and could name anyone.
  const app = new Koa({ proxy: env.TRUST_PROXY, maxIpsCount: 1 })
  const dev = env.NODE_ENV === 'development'

  app.use(requestLogger(logger))
  app.use(errorHandler())
  app.use(securityHeaders({ dev, https: env.PUBLIC_URL.startsWith('https:') }))
  app.use(localRedirectsOnly())
  app.use(async (ctx, next) => {
    if (ctx.path !== '/healthz') return next()
    const ok = await healthy()
    ctx.status = ok ? 200 : 503
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { ok }
  })
  if (vite) app.use(connectAdapter(vite.middlewares))
  else app.use(staticAssets(clientDir ?? path.resolve('dist/client')))
  if (api) app.use(api.routes()).use(api.allowedMethods())
  const seo = seoRouter(env.PUBLIC_URL, vite ? undefined : buildDate(path.dirname(clientDir ?? path.resolve('dist/client'))))
  app.use(seo.routes())
  app.use(localeRedirect())
  const cache = vite ? undefined : (renderCache ?? new RenderCache({ buildId: 'unknown', pinned: pagePaths }))
  app.use(ssrMiddleware({ publicUrl: env.PUBLIC_URL, cache }))
  return app
}
