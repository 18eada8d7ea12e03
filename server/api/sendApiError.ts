import type { ContactFieldName } from '../../site/contact/contactFieldNames.ts'
import type { ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import type { AppContext } from '../AppState.ts'
import { apiErrorText } from './apiErrorText.ts'

/**
 * Every /api error answer: JSON `{ error }` in the request's language, never cached. A refused submission also names
 * the fields to blame (`fields`, docs/progressive-enhancement.md; possibly none), so the form can mark them.
 */
export function sendApiError(
  ctx: AppContext,
  status: number,
  code: ApiErrorCode,
  fields?: readonly ContactFieldName[],
): void {
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  const error = apiErrorText(ctx.state.locale, code)
  ctx.body = fields ? { error, fields } : { error }
}
