/** How the browser talks to our /api routes: the request, and the two ways an answer fails. */
import type { Locale } from '../../../site/locales.ts'
import type { ContactFieldName } from '../../../site/contact/contactContract.ts'

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

/**
 * A non-successful answer becomes Error("status: body"), or the status text when the body is empty
 * (docs/contact-and-captcha.md).
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}

/**
 * The server answered the contact form with a failure; `message` is its text for the visitor, when it gave one, and
 * `fields` the fields it refused (docs/progressive-enhancement.md), none when it named none.
 */
export class SubmitRefused extends Error {
  readonly fields: readonly ContactFieldName[]

  constructor(message: string, fields: readonly ContactFieldName[] = []) {
    super(message)
    this.name = 'SubmitRefused'
    this.fields = fields
  }
}
