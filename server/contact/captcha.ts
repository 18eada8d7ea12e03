import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { captchaOperations, captchaSymbols, type CaptchaOperation } from '../../site/contact/contactContract.ts'
import type { Captcha } from '../../site/contact/captchaSchema.ts'
import type { RefusalReason } from '../refusal.ts'

/** What a token signs: the question, when it was issued, and a random id that makes it single-use. */
export type CaptchaChallenge = { id: string; num1: number; num2: number; operation: CaptchaOperation; issuedAt: number }

// The payload is a compact JSON tuple; it is parsed only after the signature has been checked.
const payloadSchema = z.tuple([
  z.string().regex(/^[\w-]{16,64}$/),
  z.number().int(),
  z.number().int(),
  z.enum(captchaOperations),
  z.number().int(),
])

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

/**
 * Stateless signed tokens (docs/contact-and-captcha.md): `base64url(payload).base64url(HMAC-SHA256(secret, payload))`.
 * Anyone can read a token; only the server can make one.
 */
export const captchaToken = {
  create(secret: string, { id, num1, num2, operation, issuedAt }: CaptchaChallenge): string {
    const payload = Buffer.from(JSON.stringify([id, num1, num2, operation, issuedAt])).toString('base64url')
    return `${payload}.${sign(secret, payload)}`
  },

  /** The challenge a token signs, or undefined when it was not made with this secret or was altered. */
  read(secret: string, token: string): CaptchaChallenge | undefined {
    const parts = token.split('.')
    if (parts.length !== 2) return undefined
    const [payload, signature] = parts
    const expected = Buffer.from(sign(secret, payload))
    const given = Buffer.from(signature)
    // timingSafeEqual needs equal lengths; the length of a valid signature is public anyway.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    let decoded: unknown
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    } catch {
      return undefined
    }
    const parsed = payloadSchema.safeParse(decoded)
    if (!parsed.success) return undefined
    const [id, num1, num2, operation, issuedAt] = parsed.data
    return { id, num1, num2, operation, issuedAt }
  },
}

/**
 * The record of spent captcha tokens (single use, docs/contact-and-captcha.md). Async so that a shared store (Redis, with
 * `SET key 1 NX PX ttl`) can replace the memory one when several processes serve one site.
 */
export type SpentTokens = {
  /**
   * Marks a token id as spent for ttlMs; false when it was already spent. Rejects when the record cannot say (a
   * shared store down, slow past its timeout, or failing): the submission is then refused, never accepted.
   */
  spend(id: string, ttlMs: number): Promise<boolean>
}

const sweepEveryMs = 60_000

/**
 * Spent token ids in this process's memory, each kept until its token would have expired anyway.
 * `expiries` (id → when it may be forgotten) is the memory itself; a caller may hand in its own map to watch it.
 */
export function createMemorySpentTokens(
  now: () => number = Date.now,
  expiries = new Map<string, number>(),
): SpentTokens {
  let lastSweep = now()

  function sweep(at: number) {
    for (const [id, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(id)
    lastSweep = at
  }

  return {
    async spend(id, ttlMs) {
      const at = now()
      // Expired entries go in a periodic sweep, so memory stays bounded by the tokens of the last validity period.
      if (at - lastSweep >= sweepEveryMs) sweep(at)
      const expiresAt = expiries.get(id)
      if (expiresAt !== undefined && expiresAt > at) return false
      expiries.set(id, at + Math.max(ttlMs, 1))
      return true
    },
  }
}

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
  { ok: true } | { ok: false; reason: Extract<RefusalReason, `captcha_${string}` | 'too_fast'> }

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
