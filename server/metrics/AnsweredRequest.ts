import type { AppState } from '../AppState.ts'

/** What the metrics count of an answered request: read from Koa's context, or from the cached-page lane (never the API). */
export type AnsweredRequest = Pick<AppState, 'pageCache' | 'formSubmission' | 'refusal'> & {
  api?: boolean
  method: string
  path: string
  status: number
}
