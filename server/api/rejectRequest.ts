import type { AppContext } from '../AppState.ts'
import type { Rejection } from './Rejection.ts'
import { sendApiError } from './sendApiError.ts'
import { logRejection } from './logRejection.ts'
import { visibleFields } from './visibleFields.ts'

/**
 * Answers a rejected request with JSON (`{ error, fields }`, the fields as the visitor knows them) and writes its one
 * warn line (logRejection).
 */
export function rejectRequest(ctx: AppContext, { status, reason, code, fields = [] }: Rejection): void {
  sendApiError(ctx, status, code, visibleFields(fields))
  logRejection(ctx, { status, reason, code, fields })
}
