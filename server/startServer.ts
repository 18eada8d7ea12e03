import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Logger } from 'pino'
import type { ViteDevServer } from 'vite'
import { createApp } from './createApp.ts'
import { createContactServices, type ContactServices } from './createContactServices.ts'
import { createMetrics, type Metrics } from './metrics/createMetrics.ts'
import { startMetricsServer } from './metrics/startMetricsServer.ts'
import type { Env } from './env.ts'
import { httpServerOptions } from './httpServerOptions.ts'
import { answerClientError } from './http/answerClientError.ts'
import { cutStalledWrites } from './http/cutStalledWrites.ts'
import { drainAwareResponse } from './http/drainAwareResponse.ts'
import { securityHeaderList } from './http/securityHeaderList.ts'
import { buildId } from './ssr/buildId.ts'
import { warmPageCache } from './ssr/warmPageCache.ts'
import { RenderCache } from './ssr/renderCache.ts'
import { renderWithVike } from './ssr/renderWithVike.ts'
import { pagesToCache } from './ssr/pagesToCache.ts'

export type RunningServer = { server: Server; url: string; stop: () => Promise<void> }

async function listen(
  env: Env,
  logger: Logger,
  contact: ContactServices,
  metrics: Metrics,
  draining: () => boolean,
): Promise<{ server: Server; url: string; vite?: ViteDevServer; renderCache?: RenderCache }> {
  const dev = env.NODE_ENV === 'development'
  const root = process.cwd()
  const vite = dev
    ? await (await import('vite')).createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
    : undefined
  // In production Vike's server build is loaded explicitly: it must not depend on files written into node_modules.
  if (!dev) await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href)
  const renderCache = dev
    ? undefined
    : new RenderCache({ buildId: buildId(path.join(root, 'dist')), keys: pagesToCache.map((page) => page.path) })

  const app = createApp({
    env,
    logger,
    vite,
    clientDir: path.join(root, 'dist/client'),
    api: contact.api,
    healthy: contact.healthy,
    renderCache,
    metrics,
    draining,
  })
  const { timeout, ...options } = httpServerOptions(env)
  const https = env.PUBLIC_URL.startsWith('https:')
  const clientErrors = answerClientError(securityHeaderList({ dev, https }), logger)
  const listener: typeof app = (req, res) => {
    clientErrors.track(req, res)
    app(req, res)
  }
  const server = createServer({ ...options, ServerResponse: drainAwareResponse(draining) }, listener)
  server.setTimeout(timeout)
  cutStalledWrites(server, timeout)
  server.on('clientError', clientErrors.onClientError)
  // An Expect other than 100-continue: the app answers its 417 (refuseExpectation), not Node with a bare one.
  server.on('checkExpectation', listener)
  server.listen(env.PORT, env.HOST)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  return { server, vite, renderCache, url: `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${port}` }
}

/** Builds every part from the settings, listens, and stops in order on SIGTERM / SIGINT (docs/operations.md). */
export async function startServer(env: Env, logger: Logger, { handleSignals = true } = {}): Promise<RunningServer> {
  // First, so an unusable DATA_DIR stops the process before anything else starts (index.ts logs it and exits 1).
  const metrics = createMetrics()
  const contact = await createContactServices({ env, logger, metrics })
  let listening: Awaited<ReturnType<typeof listen>>
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined
  let draining = false
  try {
    listening = await listen(env, logger, contact, metrics, () => draining)
  } catch (error) {
    await contact.close()
    throw error
  }
  try {
    if (env.METRICS_PORT !== undefined) {
      const headers = securityHeaderList({
        dev: env.NODE_ENV === 'development',
        https: env.PUBLIC_URL.startsWith('https:'),
      })
      metricsServer = await startMetricsServer(metrics, { env, port: env.METRICS_PORT, headers, logger })
    }
  } catch (error) {
    listening.server.close()
    await listening.vite?.close()
    await contact.close()
    throw error
  }
  const { server, url, vite, renderCache } = listening
  contact.start()
  logger.info({ url, env: env.NODE_ENV, metrics: metricsServer?.url ?? `${url}/metrics (loopback only)` }, 'listening')
  if (renderCache && env.PRERENDER) {
    // Every page goes into memory right after the start, so visitors almost never wait for a render. It runs in the
    // background: the process answers at once, and a request for a page not yet rendered shares its render.
    void warmPageCache(renderCache, pagesToCache, (page) => renderWithVike(page, env.PUBLIC_URL)).then(
      ({ pages, renderMs, ms }) =>
        logger.info({ pages, ms, renderMs, buildId: renderCache.buildId }, 'pages prerendered'),
      (error: unknown) => logger.error({ err: error }, 'prerender failed'),
    )
  }

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      const signalled = Date.now()
      // The graceful drain of docs/operations.md: first /healthz answers 503 and every answer says Connection: close, so
      // a balancer takes this process out and drops its idle connections to it while requests are still answered...
      logger.info({ drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down')
      draining = true
      if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS))
      // ...then it stops accepting and lets requests in flight finish; then the delivery worker (after its send in
      // flight); then the store.
      logger.info('closing')
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        // Within the 10 s exit budget of docs/operations.md: a client still sending 6 s after the signal (a slow upload) is cut, then the
        // worker gets 2 s.
        setTimeout(() => server.closeAllConnections(), Math.max(0, 6_000 - (Date.now() - signalled))).unref()
      })
      await metricsServer?.close()
      await contact.close()
      await vite?.close()
      logger.info('stopped')
      await new Promise<void>((resolve) => logger.flush(() => resolve()))
    })())

  if (handleSignals) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        // Never hang past the 10 seconds of docs/operations.md, whatever is in flight.
        setTimeout(() => process.exit(1), 9_000).unref()
        void stop().then(() => process.exit(0))
      })
    }
  }
  return { server, url, stop }
}
