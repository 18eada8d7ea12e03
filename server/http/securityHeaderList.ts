import { contentSecurityPolicy } from './contentSecurityPolicy.ts'

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
