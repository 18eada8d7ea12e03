import type { ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import type { AppContext } from '../AppState.ts'
import type { RejectionReason } from './rejectionReasons.ts'
import { sendApiError } from './sendApiError.ts'
import { logRejection } from './logRejection.ts'
import { visibleFields } from './visibleFields.ts'

export type Rejection = {
  status: 400 | 403 | 413 | 415 | 429
  reason: RejectionReason
  code: ApiErrorCode
  /** Names of the invalid fields, never their values. */
  fields?: string[]
}

/**
 * Answers a rejected request with JSON (`{ error, fields }`, the fields as the visitor knows them) and writes its one
 * warn line (logRejection).
 */
export function rejectRequest(ctx: AppContext, { status, reason, code, fields = [] }: Rejection): void {
  sendApiError(ctx, status, code, visibleFields(fields))
  logRejection(ctx, { status, reason, code, fields })
}
