import type { Middleware, ParameterizedContext } from 'koa'
import type { Logger } from 'pino'
import { defaultLocale, type Locale } from '../site/locales.ts'
import type { RefusalReason } from './refusal.ts'
import type { FormPost } from './routes/contactForm/schema.ts'

/** /api and everything under /api/: the JSON API, which answers every method itself (docs/contact-and-captcha.md). */
const apiPath = /^\/api(?:\/|$)/

/**
 * What every request carries through the app (ctx.state), set once near the top of the chain (createApp):
 * requestLogger makes it (the logger, the request id and whether it is for the API), decideLocale sets the language
 * and the language-neutral path.
 */
export type AppState = {
  /** The request's own logger: every line it writes names the request id. */
  log: Logger
  requestId: string
  /** Whether the request is for the JSON API (/api, /api/…), decided once: its language, errors and routes follow. */
  api: boolean
  /** The request's language, decided once: the URL's for pages, Accept-Language's for /api (docs/languages-and-urls.md, docs/contact-and-captcha.md). */
  locale: Locale
  /** The path without its language prefix and with its slashes tidied: "/en//terms/" → "/terms". */
  logicalPath: string
  /** Why the request was refused, if it was (answerRefusals): the submissions metric counts by it. */
  refusal?: RefusalReason
  /** The contact form posted without JavaScript was a submission (not its step to the question): counted like the API's. */
  formSubmission?: boolean
  /** The contact form posted without JavaScript, once read: a refusal from then on answers with the page, values kept. */
  form?: FormPost
  /** Whether the page came from memory or was rendered (ssrMiddleware): the page-cache metric counts by it. */
  pageCache?: 'hit' | 'miss'
}

export type AppContext = ParameterizedContext<AppState>
export type AppMiddleware<Extra extends object = object> = Middleware<AppState & Extra>

/**
 * ctx.state of every request (requestLogger puts it there). A class rather than Koa's plain object so that every
 * request's state has one shape, and so that the request's logger is a child created on first use: most requests
 * log nothing but their request line, and a pino child per request was a measurable share of a cached page's cost.
 */
export class RequestState implements AppState {
  readonly requestId: string
  readonly api: boolean
  locale: Locale = defaultLocale
  logicalPath = '/'
  refusal?: RefusalReason
  formSubmission?: boolean
  form?: FormPost
  pageCache?: 'hit' | 'miss'
  readonly #logger: Logger
  #log: Logger | undefined

  constructor(logger: Logger, requestId: string, path: string) {
    this.#logger = logger
    this.requestId = requestId
    this.api = apiPath.test(path)
  }

  get log(): Logger {
    return (this.#log ??= this.#logger.child({ requestId: this.requestId }))
  }
}
