import type { Locale } from '../../../site/locales.ts'

/**
 * POSTs JSON (or nothing) to one of our /api routes. The page's language goes along as Accept-Language,
 * so the server answers its error texts in the language the visitor reads (docs/contact-and-captcha.md).
 * Resolves with any HTTP answer; rejects only when no answer came (network error).
 */
export function postJson(url: string, locale: Locale, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
