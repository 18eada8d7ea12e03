import { describe, expect, test } from 'vitest'
import { captchaToken, createCaptchaService, createMemorySpentTokens, solveCaptcha } from './captcha.ts'
import type { Captcha } from '../../site/contact/captchaSchema.ts'

const secret = 'unit-test-secret-unit-test-secret-0001'

function setup() {
  let time = 1_800_000_000_000
  const clock = { now: () => time, advance: (ms: number) => void (time += ms) }
  // The spent-token memory, watched from here: its size shows what the process keeps.
  const expiries = new Map<string, number>()
  const spent = { size: () => expiries.size }
  const service = createCaptchaService({
    secret,
    spentTokens: createMemorySpentTokens(clock.now, expiries),
    now: clock.now,
  })
  return { clock, spent, service }
}

const submission = (captcha: Captcha, answer = solveCaptcha(captcha.num1, captcha.operation, captcha.num2)) => ({
  token: captcha.token,
  answer,
  num1: captcha.num1,
  num2: captcha.num2,
  operation: captcha.operation,
  issuedAt: captcha.issuedAt,
})

describe('captcha tokens', () => {
  test('read back exactly what was signed', () => {
    const challenge = {
      id: 'abcdefghijklmnopqrstuv',
      num1: 7,
      num2: 5,
      operation: '+' as const,
      issuedAt: 1_800_000_000_000,
    }
    expect(captchaToken.read(secret, captchaToken.create(secret, challenge))).toEqual(challenge)
  })

  test('refuse another secret, any changed character, and garbage', () => {
    const token = captchaToken.create(secret, {
      id: 'abcdefghijklmnopqrstuv',
      num1: 7,
      num2: 5,
      operation: '+',
      issuedAt: 1,
    })
    expect(captchaToken.read('another-secret-another-secret-another-1', token)).toBeUndefined()
    for (let i = 0; i < token.length; i++) {
      const changed = token.slice(0, i) + (token[i] === 'x' ? 'y' : 'x') + token.slice(i + 1)
      expect(captchaToken.read(secret, changed), `character ${i} changed`).toBeUndefined()
    }
    for (const garbage of ['', '.', 'a.b', 'a.b.c', `${token}.x`, '__proto__.constructor'])
      expect(captchaToken.read(secret, garbage)).toBeUndefined()
  })
})

describe('captcha checks', () => {
  test('a right answer between 3 s and 10 min passes, once', async () => {
    const { clock, service } = setup()
    const captcha = service.issue()
    clock.advance(3_000)
    expect(await service.check(submission(captcha))).toEqual({ ok: true })
    expect(await service.check(submission(captcha))).toEqual({ ok: false, reason: 'captcha_replayed' })
  })

  test('under 3 s is too fast, and spends the token', async () => {
    const { clock, service } = setup()
    const captcha = service.issue()
    clock.advance(2_999)
    expect(await service.check(submission(captcha))).toEqual({ ok: false, reason: 'too_fast' })
    clock.advance(5_000)
    expect(await service.check(submission(captcha))).toEqual({ ok: false, reason: 'captcha_replayed' })
  })

  test('exactly 10 minutes is still valid; a millisecond later has expired', async () => {
    const { clock, service } = setup()
    const onTime = service.issue()
    const late = service.issue()
    clock.advance(600_000)
    expect(await service.check(submission(onTime))).toEqual({ ok: true })
    clock.advance(1)
    expect(await service.check(submission(late))).toEqual({ ok: false, reason: 'captcha_expired' })
  })

  test('a wrong answer spends the token: the right answer afterwards is a replay', async () => {
    const { clock, service } = setup()
    const captcha = service.issue()
    clock.advance(5_000)
    const right = solveCaptcha(captcha.num1, captcha.operation, captcha.num2)
    expect(await service.check(submission(captcha, right + 1))).toEqual({ ok: false, reason: 'captcha_wrong' })
    expect(await service.check(submission(captcha, right))).toEqual({ ok: false, reason: 'captcha_replayed' })
  })

  test('copies of the operands that disagree with the token are forged, and do not spend it', async () => {
    const { clock, service } = setup()
    const captcha = service.issue()
    clock.advance(5_000)
    for (const change of [
      { num1: captcha.num1 + 1 },
      { num2: captcha.num2 + 1 },
      { operation: captcha.operation === '+' ? '*' : '+' },
      { issuedAt: captcha.issuedAt - 1 },
    ] as const) {
      expect(await service.check({ ...submission(captcha), ...change })).toEqual({
        ok: false,
        reason: 'captcha_forged',
      })
    }
    expect(await service.check(submission(captcha))).toEqual({ ok: true })
  })

  test('spent ids are forgotten once their token has expired anyway', async () => {
    const { clock, spent, service } = setup()
    for (let i = 0; i < 5; i++) {
      const captcha = service.issue()
      clock.advance(5_000)
      await service.check(submission(captcha))
    }
    expect(spent.size()).toBe(5)
    clock.advance(11 * 60_000)
    const captcha = service.issue()
    clock.advance(5_000)
    await service.check(submission(captcha))
    expect(spent.size()).toBe(1)
  })
})

describe('a record of spent tokens that cannot say', () => {
  test('a spend that fails is captcha_unavailable, never a pass, right answer or not', async () => {
    let time = 1_800_000_000_000
    const failing = { spend: () => Promise.reject(new Error('Command timed out')) }
    const service = createCaptchaService({ secret, spentTokens: failing, now: () => time })
    const captcha = service.issue()
    time += 5_000
    expect(await service.check(submission(captcha))).toEqual({ ok: false, reason: 'captcha_unavailable' })
    expect(await service.check(submission(captcha, -1))).toEqual({ ok: false, reason: 'captcha_unavailable' })
  })

  test('memory alone (no Redis): one token passes once, however many checks race for it', async () => {
    const { clock, service } = setup()
    const captcha = service.issue()
    clock.advance(3_000)
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => service.check(submission(captcha))))
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(1)
    expect(verdicts.filter((verdict) => !verdict.ok && verdict.reason === 'captcha_replayed')).toHaveLength(4)
  })
})
