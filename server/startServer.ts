import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Logger } from 'pino'
import type { ViteDevServer } from 'vite'
import { createApp } from './createApp.ts'
import { createContactServices, type ContactServices } from './contact/contactServices.ts'
import { createMetrics, type Metrics } from './metrics/createMetrics.ts'
import { startMetricsServer } from './metrics/startMetricsServer.ts'
import type { Env } from './env.ts'
import { httpServerOptions } from './httpServerOptions.ts'
import { answerClientError } from './http/answerClientError.ts'
import { cutStalledWrites } from './http/cutStalledWrites.ts'
import { drainAwareResponse } from './http/drainAwareResponse.ts'
import { securityHeaderList } from './http/securityHeaders.ts'
import { createApiRouter } from './routes/routes.ts'
import { buildId, RenderCache, warmPageCache } from './ssr/renderCache.ts'
import { renderWithVike } from './ssr/renderWithVike.ts'
import { pageRequest, pagesToCache } from './ssr/sitePageRequests.ts'

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
    api: createApiRouter(contact, { publicUrl: env.PUBLIC_URL }),
    healthy: contact.healthy,
    renderCache,
    metrics,
    draining,
  })
  // In development Vite transforms the app's modules on the first render. On a busy machine that render can outlast
  // the socket's idle timeout, and the first visitor would get an empty answer. So the dev server renders a page of
  // each language before it listens: once /healthz answers, pages answer too (docs/operations.md).
  if (vite) for (const path of ['/', '/en']) await renderWithVike(pageRequest(path), env.PUBLIC_URL)
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

/**
 * Builds every part from the settings, listens, and stops in order on SIGTERM / SIGINT (docs/operations.md). The
 * signal handlers are in place before any start-up work: a signal during the migrations, the listen or the
 * pre-render stops that work, closes what was opened, and exits 0; once started, the graceful drain below runs.
 */
export async function startServer(env: Env, logger: Logger, { handleSignals = true } = {}): Promise<RunningServer> {
  // Aborted by the first SIGTERM / SIGINT (or stop()): the start-up work and the pre-render watch it.
  const told = new AbortController()
  // What the start opened so far, closed in reverse order if it is told to stop before the end.
  const opened: (() => Promise<void> | void)[] = []
  const starting = start(env, logger, told, opened).catch(async (error: unknown) => {
    for (const close of opened.reverse()) await close()
    if (told.signal.aborted) logger.info('stopped during start')
    throw error
  })
  if (handleSignals) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        // Never hang past the 10 seconds of docs/operations.md, whatever is in flight.
        setTimeout(() => process.exit(1), 9_000).unref()
        told.abort(new Error(`${signal} during start`))
        // Started: the graceful stop. Still starting: the start unwinds itself (above), and that is the stop.
        void starting
          .then(
            (running) => running.stop(),
            () => undefined,
          )
          .then(() => new Promise<void>((resolve) => logger.flush(() => resolve())))
          .then(() => process.exit(0))
      })
    }
  }
  try {
    return await starting
  } catch (error) {
    if (!told.signal.aborted) throw error
    // The signal handler exits the process (0) once the start has unwound; this start never completes.
    return new Promise<never>(() => {})
  }
}

async function start(
  env: Env,
  logger: Logger,
  stopper: AbortController,
  opened: (() => Promise<void> | void)[],
): Promise<RunningServer> {
  const told = stopper.signal
  // First, so an unusable DATA_DIR stops the process before anything else starts (main.ts logs it and exits 1).
  const metrics = createMetrics()
  const contact = await createContactServices({ env, logger, metrics, signal: told })
  opened.push(() => contact.close())
  told.throwIfAborted()
  let draining = false
  const listening = await listen(env, logger, contact, metrics, () => draining)
  opened.push(async () => {
    listening.server.close()
    listening.server.closeAllConnections()
    await listening.vite?.close()
  })
  told.throwIfAborted()
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined
  if (env.METRICS_PORT !== undefined) {
    const headers = securityHeaderList({
      dev: env.NODE_ENV === 'development',
      https: env.PUBLIC_URL.startsWith('https:'),
    })
    metricsServer = await startMetricsServer(metrics, { env, port: env.METRICS_PORT, headers, logger })
  }
  told.throwIfAborted()
  const { server, url, vite, renderCache } = listening
  contact.start()
  logger.info({ url, env: env.NODE_ENV, metrics: metricsServer?.url ?? `${url}/metrics (loopback only)` }, 'listening')
  let prerender: Promise<void> | undefined
  if (renderCache && env.PRERENDER) {
    // Every page goes into memory right after the start, so visitors almost never wait for a render. It runs in the
    // background: the process answers at once, and a request for a page not yet rendered shares its render.
    // It gives way to a delivery in flight: a render holds the event loop, and an SMTP or webhook exchange waiting
    // behind several could outlast its attempt's limit (the far side would have the lead, and it would be sent again).
    const render = (page: (typeof pagesToCache)[number]) => renderWithVike(page, env.PUBLIC_URL)
    prerender = warmPageCache(renderCache, pagesToCache, render, { signal: told, pause: contact.deliveriesIdle }).then(
      ({ pages, renderMs, ms, stopped }) =>
        logger.info(
          { pages, ms, renderMs, buildId: renderCache.buildId },
          stopped ? 'prerender stopped' : 'pages prerendered',
        ),
      (error: unknown) => logger.error({ err: error }, 'prerender failed'),
    )
  }

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      const signalled = Date.now()
      // No further page is rendered or compressed at the best quality: a process exits only once every compression
      // handed to libuv's thread pool has run.
      stopper.abort(new Error('stopped'))
      renderCache?.stop()
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
      await prerender
      await vite?.close()
      logger.info('stopped')
      await new Promise<void>((resolve) => logger.flush(() => resolve()))
    })())

  return { server, url, stop }
}
