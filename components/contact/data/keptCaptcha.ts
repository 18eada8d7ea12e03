import * as z from 'zod/mini'
import { captchaSchema, type Captcha } from '../../../site/contact/captchaSchema.ts'

const storageKey = 'fluxa_captcha'
// A question is valid 10 minutes from its issue (docs/contact-and-captcha.md); one with less than 2 left is not
// offered again, so the visitor has time to write before it expires.
const usableMs = 8 * 60_000

/**
 * What is kept: the question, and how far the server's clock (its issuedAt) was ahead of this device's when it
 * arrived. A device clock minutes off would otherwise offer a question the server has already expired.
 */
const keptSchema = z.object({ captcha: captchaSchema, serverAheadMs: z.number() })

/**
 * The visit's unanswered question, kept in sessionStorage (the tab) so each page of the visit shows it again instead
 * of drawing a new one: browsing costs one captcha, not one per page (docs/contact-and-captcha.md). It is dropped
 * once sent (right or wrong, it is spent) or replaced; one past its time is never offered. Its time is judged on the
 * server's clock, never the device's: the offset measured when the question arrived is added to the device's clock.
 * Without storage (blocked, private modes) every page draws its own.
 */
export const keptCaptcha = {
  take(now = Date.now()): Captcha | undefined {
    try {
      const kept = read()
      if (kept === undefined) return undefined
      if (now + kept.serverAheadMs < kept.captcha.issuedAt + usableMs) return kept.captcha
      window.sessionStorage.removeItem(storageKey)
    } catch {
      // No storage: none kept.
    }
    return undefined
  },
  /** Keeps a question just received (now: when it arrived); the one already kept is kept as it was. */
  keep(captcha: Captcha, now = Date.now()): void {
    try {
      if (read()?.captcha.token === captcha.token) return
      const kept: z.infer<typeof keptSchema> = { captcha, serverAheadMs: captcha.issuedAt - now }
      window.sessionStorage.setItem(storageKey, JSON.stringify(kept))
    } catch {
      // No storage: the next page draws its own question.
    }
  },
  drop(): void {
    try {
      window.sessionStorage.removeItem(storageKey)
    } catch {
      // No storage: nothing was kept.
    }
  },
}

/** The kept question, or undefined when there is none or what storage holds is not one (an older shape). */
function read(): z.infer<typeof keptSchema> | undefined {
  const text = window.sessionStorage.getItem(storageKey)
  if (text === null) return undefined
  try {
    const parsed = keptSchema.safeParse(JSON.parse(text))
    if (parsed.success) return parsed.data
  } catch {
    // Not JSON: dropped below.
  }
  window.sessionStorage.removeItem(storageKey)
  return undefined
}
