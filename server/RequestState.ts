import type { Logger } from 'pino'
import { defaultLocale, type Locale } from '../site/locales.ts'
import type { RejectionReason } from './api/rejectionReasons.ts'
import type { AppState } from './AppState.ts'

/**
 * ctx.state of every request (requestLogger puts it there). A class rather than Koa's plain object so that every
 * request's state has one shape, and so that the request's logger is a child created on first use: most requests
 * log nothing but their request line, and a pino child per request was a measurable share of a cached page's cost.
 */
export class RequestState implements AppState {
  readonly requestId: string
  locale: Locale = defaultLocale
  logicalPath = '/'
  rejection?: RejectionReason
  pageCache?: 'hit' | 'miss'
  readonly #logger: Logger
  #log: Logger | undefined

  constructor(logger: Logger, requestId: string) {
    this.#logger = logger
    this.requestId = requestId
  }

  get log(): Logger {
    return (this.#log ??= this.#logger.child({ requestId: this.requestId }))
  }
}
