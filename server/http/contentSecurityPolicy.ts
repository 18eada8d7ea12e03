import { createHash } from 'node:crypto'
import { localeRedirectScript } from '../../site/localeRedirectScript.ts'

const scriptHash = `'sha256-${createHash('sha256').update(localeRedirectScript).digest('base64')}'`

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
