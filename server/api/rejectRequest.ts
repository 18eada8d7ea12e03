import type { ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import type { AppContext } from '../AppState.ts'
import type { RejectionReason } from './rejectionReasons.ts'
import { sendApiError } from './sendApiError.ts'

export type Rejection = {
  status: 400 | 413 | 415 | 429
  reason: RejectionReason
  code: ApiErrorCode
  /** Names of the invalid fields, never their values. */
  fields?: string[]
}

/**
 * Answers a rejected request and writes its one warn line (DESIGN §3): reason, route and field names;
 * the request id comes from the request's child logger. Never a value from the body.
 */
export function rejectRequest(ctx: AppContext, { status, reason, code, fields = [] }: Rejection): void {
  sendApiError(ctx, status, code)
  // For the submissions metric (by rejection reason).
  ctx.state.rejection = reason
  ctx.state.log.warn({ reason, route: ctx.path, status, fields }, 'request rejected')
}
