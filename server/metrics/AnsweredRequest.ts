import type { AppState } from '../AppState.ts'

/** What the metrics count of an answered request: read from Koa's context, or from the cached-page lane. */
export type AnsweredRequest = Pick<AppState, 'pageCache' | 'formSubmission' | 'rejection'> & {
  method: string
  path: string
  status: number
}
