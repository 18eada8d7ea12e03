import type { ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import type { AppContext } from '../AppState.ts'
import { apiErrorText } from './apiErrorText.ts'

/** Every /api error answer: JSON `{ error }` in the request's language, never cached. */
export function sendApiError(ctx: AppContext, status: number, code: ApiErrorCode): void {
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  ctx.body = { error: apiErrorText(ctx.state.locale, code) }
}
