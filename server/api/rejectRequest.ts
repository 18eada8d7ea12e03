import type { ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import type { AppContext } from '../AppState.ts'
import type { RejectionReason } from './rejectionReasons.ts'
import { sendApiError } from './sendApiError.ts'
import { logRejection } from './logRejection.ts'
import { visibleFields } from './visibleFields.ts'

export type Rejection = {
  status: 400 | 403 | 413 | 415 | 429 | 503
  reason: RejectionReason
  code: ApiErrorCode
  /** Names of the invalid fields, never their values. */
  fields?: string[]
  /** Seconds after which the same submission may succeed (sent as Retry-After): for a refusal that is not the visitor's. */
  retryAfter?: number
}

/**
 * Answers a rejected request with JSON (`{ error, fields }`, the fields as the visitor knows them) and writes its one
 * warn line (logRejection).
 */
export function rejectRequest(ctx: AppContext, { status, reason, code, fields = [] }: Rejection): void {
  sendApiError(ctx, status, code, visibleFields(fields))
  logRejection(ctx, { status, reason, code, fields })
}
