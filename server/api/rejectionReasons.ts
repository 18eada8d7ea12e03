/** The reason codes of docs/contact-and-captcha.md, one per kind of rejected request, as written in the warn log line. */
export const rejectionReasons = [
  'invalid',
  'honeypot',
  'captcha_wrong',
  'captcha_expired',
  'captcha_replayed',
  'captcha_forged',
  // The record of spent tokens (Redis) could not say in time whether this one was spent: refused, retryable (503).
  'captcha_unavailable',
  'too_fast',
  'rate_limited',
  'too_large',
  'bad_content_type',
] as const

export type RejectionReason = (typeof rejectionReasons)[number]
