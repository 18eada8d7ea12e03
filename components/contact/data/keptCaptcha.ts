import { captchaSchema, type Captcha } from '../../../site/contact/captchaSchema.ts'

const storageKey = 'fluxa_captcha'
// A question is valid 10 minutes from its issue (docs/contact-and-captcha.md); one with less than 2 left is not
// offered again, so the visitor has time to write before it expires.
const usableMs = 8 * 60_000

/**
 * The visit's unanswered question, kept in sessionStorage (the tab) so each page of the visit shows it again instead
 * of drawing a new one: browsing costs one captcha, not one per page (docs/contact-and-captcha.md). It is dropped
 * once sent (right or wrong, it is spent) or replaced; one past its time is never offered. Without storage (blocked,
 * private modes) every page draws its own.
 */
export const keptCaptcha = {
  take(now = Date.now()): Captcha | undefined {
    try {
      const text = window.sessionStorage.getItem(storageKey)
      if (text === null) return undefined
      const parsed = captchaSchema.safeParse(JSON.parse(text))
      if (parsed.success && now < parsed.data.issuedAt + usableMs) return parsed.data
      window.sessionStorage.removeItem(storageKey)
    } catch {
      // No storage, or what it held is not a question: none kept.
    }
    return undefined
  },
  keep(captcha: Captcha): void {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(captcha))
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
