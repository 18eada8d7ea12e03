import { randomBytes, randomInt } from 'node:crypto'
import { captchaOperations, captchaSymbols, type CaptchaOperation } from '../../../site/contact/captchaOperations.ts'
import type { Captcha } from '../../../site/contact/captchaSchema.ts'
import type { RejectionReason } from '../rejectionReasons.ts'
import { captchaToken } from './captchaToken.ts'
import type { SpentTokens } from './spentTokens.ts'

/** What a contact submission carries about its captcha. */
export type CaptchaSubmission = {
  token: string
  answer: number
  num1: number
  num2: number
  operation: CaptchaOperation
  issuedAt: number
}

export type CaptchaVerdict =
  { ok: true } | { ok: false; reason: Extract<RejectionReason, `captcha_${string}` | 'too_fast'> }

export type CaptchaServiceOptions = {
  secret: string
  spentTokens: SpentTokens
  now?: () => number
  validityMs?: number
  minAgeMs?: number
}

export function solveCaptcha(num1: number, operation: CaptchaOperation, num2: number): number {
  if (operation === '+') return num1 + num2
  if (operation === '-') return num1 - num2
  return num1 * num2
}

/** Small operands a person solves at a glance; every result is in 0..100 and never negative. */
function pickQuestion(): Pick<Captcha, 'num1' | 'num2' | 'operation'> {
  const operation = captchaOperations[randomInt(captchaOperations.length)]
  if (operation === '+') return { operation, num1: randomInt(1, 21), num2: randomInt(1, 21) }
  if (operation === '*') return { operation, num1: randomInt(2, 10), num2: randomInt(2, 10) }
  const num1 = randomInt(2, 21)
  return { operation, num1, num2: randomInt(1, num1 + 1) }
}

/**
 * Issues signed arithmetic challenges and checks submissions against them: 10-minute validity, 3-second minimum,
 * single use. A token is spent the first time its answer is checked, whether the answer is right or wrong; when the
 * record of spent tokens cannot tell, the check fails as `captcha_unavailable` (retryable).
 */
export function createCaptchaService({
  secret,
  spentTokens,
  now = Date.now,
  validityMs = 600_000,
  minAgeMs = 3_000,
}: CaptchaServiceOptions) {
  return {
    issue(): Captcha {
      const { num1, num2, operation } = pickQuestion()
      const issuedAt = now()
      const token = captchaToken.create(secret, {
        id: randomBytes(16).toString('base64url'),
        num1,
        num2,
        operation,
        issuedAt,
      })
      return { token, num1, num2, operation, issuedAt, question: `${num1} ${captchaSymbols[operation]} ${num2}` }
    },

    async check(submission: CaptchaSubmission): Promise<CaptchaVerdict> {
      const challenge = captchaToken.read(secret, submission.token)
      // The token is authoritative: the copies of its fields sent beside it must agree with what it signs.
      if (
        !challenge ||
        challenge.num1 !== submission.num1 ||
        challenge.num2 !== submission.num2 ||
        challenge.operation !== submission.operation ||
        challenge.issuedAt !== submission.issuedAt
      ) {
        return { ok: false, reason: 'captcha_forged' }
      }
      const at = now()
      const age = at - challenge.issuedAt
      if (age > validityMs) return { ok: false, reason: 'captcha_expired' }
      // Single use never fails open (docs/contact-and-captcha.md): a record that cannot say whether the token was
      // spent refuses the submission, retryably, rather than risk a second lead from one token.
      const fresh = await spentTokens.spend(challenge.id, challenge.issuedAt + validityMs - at).catch(() => undefined)
      if (fresh === undefined) return { ok: false, reason: 'captcha_unavailable' }
      if (!fresh) return { ok: false, reason: 'captcha_replayed' }
      if (age < minAgeMs) return { ok: false, reason: 'too_fast' }
      if (solveCaptcha(challenge.num1, challenge.operation, challenge.num2) !== submission.answer)
        return { ok: false, reason: 'captcha_wrong' }
      return { ok: true }
    },
  }
}

export type CaptchaService = ReturnType<typeof createCaptchaService>
