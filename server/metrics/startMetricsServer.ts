import { createServer, type RequestListener } from 'node:http'
import type { Logger } from 'pino'
import type { Env } from '../env.ts'
import { httpServerOptions } from '../httpServerOptions.ts'
import { answerClientError } from '../http/answerClientError.ts'
import type { Metrics } from './createMetrics.ts'

export type MetricsServerOptions = {
  env: Pick<
    Env,
    | 'HOST'
    | 'HTTP_HEADERS_TIMEOUT_MS'
    | 'HTTP_REQUEST_TIMEOUT_MS'
    | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
    | 'HTTP_IDLE_TIMEOUT_MS'
  >
  port: number
  /** The site's security headers (securityHeaderList), on every answer here too. */
  headers: Array<[string, string]>
  logger: Logger
}

/**
 * METRICS_PORT: GET or HEAD /metrics on a listener of its own, so the site's port never shows them (firewall this one).
 * It keeps the site's timeouts (an idle or slow client cannot hold a socket) and sends the site's security headers,
 * Node's own error answers included (docs/operations.md).
 */
export async function startMetricsServer(
  metrics: Metrics,
  { env, port, headers, logger }: MetricsServerOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  const { timeout, ...options } = httpServerOptions(env)
  const clientErrors = answerClientError(headers, logger.child({ component: 'metrics' }))
  const listener: RequestListener = (req, res) => {
    clientErrors.track(req, res)
    for (const [name, value] of headers) res.setHeader(name, value)
    res.setHeader('Cache-Control', 'no-store')
    // Handed here by 'checkExpectation' below, rather than answered bare by Node.
    if (req.headers.expect !== undefined && req.headers.expect.toLowerCase() !== '100-continue') {
      res.writeHead(417, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      res.end('expectation failed\n')
      return
    }
    const known = (req.url ?? '').split('?')[0] === '/metrics'
    if (!known || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(known ? 405 : 404, {
        'content-type': 'text/plain; charset=utf-8',
        ...(known ? { allow: 'GET, HEAD' } : {}),
      })
      res.end(known ? 'method not allowed\n' : 'not found\n')
      return
    }
    metrics.render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) })
        res.end(req.method === 'HEAD' ? undefined : body)
      },
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    )
  }
  const server = createServer(options, listener)
  server.setTimeout(timeout)
  server.on('clientError', clientErrors.onClientError)
  server.on('checkExpectation', listener)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, env.HOST, () => resolve())
  })
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
