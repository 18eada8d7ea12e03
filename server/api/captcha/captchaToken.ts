import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { captchaOperations, type CaptchaOperation } from '../../../site/contact/captchaOperations.ts'

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
