import { createHash } from 'node:crypto'
import type { Middleware } from 'koa'
import { headScript } from '../../site/headScript.ts'

const scriptHash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`

/**
 * docs/operations.md. Scripts: our own files, plus the one inline script by its hash; never 'unsafe-inline'.
 * Styles: styled-components writes <style> elements, which needs 'unsafe-inline' for style-src only.
 * In development Vite's HMR client needs its websocket and inline preamble.
 */
export function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    // Browsers ignore 'unsafe-inline' next to a hash, so development lists 'unsafe-inline' alone (Vite's inline preamble).
    `script-src 'self' ${dev ? "'unsafe-inline'" : scriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** The security headers of every answer (docs/operations.md), as name/value pairs: for Koa and for raw socket answers alike. */
export function securityHeaderList({
  dev,
  https,
}: {
  dev: boolean
  https: boolean
}): Array<[name: string, value: string]> {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(dev)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ]
  if (https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/** Sets the security headers (securityHeaderList) on every answer of the middleware below. */
export function securityHeaders(headers: ReadonlyArray<readonly [string, string]>): Middleware {
  // Not async: a middleware with nothing to do after next() need not cost a promise of its own on every request.
  return (ctx, next) => {
    for (const [name, value] of headers) ctx.set(name, value)
    return next()
  }
}
