import type { ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import type { RejectionReason } from './rejectionReasons.ts'

/** A refused request: what the visitor is answered (rejectRequest) and what the warn line says (logRejection). */
export type Rejection = {
  status: 400 | 403 | 413 | 415 | 429 | 503
  reason: RejectionReason
  code: ApiErrorCode
  /** Names of the invalid fields, never their values. */
  fields?: string[]
  /** Seconds after which the same submission may succeed (sent as Retry-After): for a refusal that is not the visitor's. */
  retryAfter?: number
}
