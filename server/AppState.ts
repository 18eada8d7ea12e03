import type { Middleware, ParameterizedContext } from 'koa'
import type { Logger } from 'pino'
import type { Locale } from '../site/locales.ts'
import type { RejectionReason } from './api/rejectionReasons.ts'

/**
 * What every request carries through the app (ctx.state), set once near the top of the chain (createApp):
 * requestLogger sets the logger and request id, decideLocale the language and the language-neutral path.
 */
export type AppState = {
  /** The request's own logger: every line it writes names the request id. */
  log: Logger
  requestId: string
  /** The request's language, decided once: the URL's for pages, Accept-Language's for /api (docs/languages-and-urls.md, docs/contact-and-captcha.md). */
  locale: Locale
  /** The path without its language prefix and with its slashes tidied: "/en//terms/" → "/terms". */
  logicalPath: string
  /** Why an /api request was refused, if it was (rejectRequest): the submissions metric counts by it. */
  rejection?: RejectionReason
  /** The contact form posted without JavaScript was a submission (not its step to the question): counted like the API's. */
  formSubmission?: boolean
  /** Whether the page came from memory or was rendered (ssrMiddleware): the page-cache metric counts by it. */
  pageCache?: 'hit' | 'miss'
}

export type AppContext = ParameterizedContext<AppState>
export type AppMiddleware<Extra extends object = object> = Middleware<AppState & Extra>
