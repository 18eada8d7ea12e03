import type { Context } from 'koa'
import type { ApiErrorCode } from './apiErrorCode.ts'
import { apiErrorText } from './apiErrorText.ts'
import { requestLocale } from './requestLocale.ts'

/** Every /api error answer: JSON `{ error }` in the visitor's language, never cached. */
export function sendApiError(ctx: Context, status: number, code: ApiErrorCode): void {
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  ctx.body = { error: apiErrorText(requestLocale(ctx), code) }
}
