import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { httpServerOptions } from '../../server/httpServerOptions.ts'

/** A wait for an idle keep-alive socket that no test file outlasts. */
const testKeepAliveMs = 300_000

/**
 * `listener` served on a free loopback port in the test's own process, with the server options production uses
 * (httpServerOptions) but for the keep-alive wait: the test's fetch and this server share one event loop, so after a
 * run of synchronous tests longer than the wait both sides' idle timers fall due in the same turn, the server's
 * closes a socket the client has just written a request to, and that request ends in ECONNRESET (seen in CI).
 */
export async function listenInProcess(
  listener: RequestListener,
  env: Parameters<typeof httpServerOptions>[0],
): Promise<{ server: Server; port: number }> {
  const { timeout, ...options } = httpServerOptions({
    ...env,
    HTTP_KEEP_ALIVE_TIMEOUT_MS: Math.max(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, testKeepAliveMs),
  })
  const server = createServer(options, listener)
  server.setTimeout(timeout)
  server.listen(0, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  return { server, port }
}
