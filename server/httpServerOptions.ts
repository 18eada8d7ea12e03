import type { ServerOptions } from 'node:http'
import type { Env } from './env.ts'

/**
 * A slow client cannot hold a socket (docs/operations.md): its headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the whole
 * request within HTTP_REQUEST_TIMEOUT_MS (Node answers 408 and closes), and an idle keep-alive socket is closed after
 * HTTP_KEEP_ALIVE_TIMEOUT_MS. Node only looks for overdue requests every connectionsCheckingInterval (30 s by default),
 * which would let a trickling client hold a socket far past the limits, so it looks every second. A client that sends
 * its requests and then never reads the answers is cut by the socket's idle timeout (`timeout`: nothing moved either
 * way for HTTP_IDLE_TIMEOUT_MS), which Node leaves off by default.
 * The Host check of HTTP/1.1 is the app's (requireHost): Node's own answer would carry no security header.
 */
export function httpServerOptions(
  env: Pick<
    Env,
    'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS' | 'HTTP_IDLE_TIMEOUT_MS'
  >,
): ServerOptions & { timeout: number } {
  const requestTimeout = Math.max(env.HTTP_REQUEST_TIMEOUT_MS, env.HTTP_HEADERS_TIMEOUT_MS)
  return {
    headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1_000, env.HTTP_HEADERS_TIMEOUT_MS),
    requireHostHeader: false,
    // Never shorter than a keep-alive wait: the idle timeout would otherwise close those sockets first.
    timeout: Math.max(env.HTTP_IDLE_TIMEOUT_MS, env.HTTP_KEEP_ALIVE_TIMEOUT_MS),
  }
}
