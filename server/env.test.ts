import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as EnvError).problems
  }
  throw new Error('expected parseEnv to fail')
}

describe('parseEnv (docs/operations.md)', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    })
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.CAPTCHA_SECRET).toBeUndefined()
    expect(env.REDIS_URL).toBeUndefined()
    // Local placeholders while no SMTP server is configured: addresses an .eml file of the outbox can carry.
    const mailbox = /^[^<>@\s][^<>@]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/
    expect(env.MAIL_FROM).toMatch(mailbox)
    expect(env.CONTACT_TO).toMatch(mailbox)
  })

  it('derives PUBLIC_URL from PORT when unset', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
  })

  it('keeps an explicit PUBLIC_URL, without a trailing slash', () => {
    expect(parseEnv({ PORT: '8080', PUBLIC_URL: 'https://www.fluxa.example/' }).PUBLIC_URL).toBe(
      'https://www.fluxa.example',
    )
  })

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ PORT: '', SMTP_URL: '', LOG_LEVEL: '' })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' })
  })

  it('reads booleans and numbers', () => {
    expect(parseEnv({ TRUST_PROXY: 'true', PORT: '4000' })).toMatchObject({ TRUST_PROXY: true, PORT: 4000 })
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
  })

  it('accepts a full SMTP configuration', () => {
    const env = parseEnv({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'site@fluxa.example',
      CONTACT_TO: 'sales@fluxa.example',
    })
    expect(env).toMatchObject({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'site@fluxa.example',
      CONTACT_TO: 'sales@fluxa.example',
    })
  })

  it('requires both MAIL_FROM and CONTACT_TO once SMTP_URL is set, naming both', () => {
    const problems = problemsOf({ SMTP_URL: 'smtp://mail.example:587' })
    expect(problems).toHaveLength(2)
    expect(problems.some((p) => p.startsWith('MAIL_FROM'))).toBe(true)
    expect(problems.some((p) => p.startsWith('CONTACT_TO'))).toBe(true)
  })

  it('lists every bad setting at once, not just the first', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      PUBLIC_URL: 'not a url',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
      CAPTCHA_SECRET: 'short',
      REDIS_URL: 'http://redis.example',
      SMTP_URL: 'smtp://mail.example',
    })
    const named = problems.map((p) => p.split(':')[0])
    expect(named.sort()).toEqual(
      [
        'CAPTCHA_SECRET',
        'CONTACT_TO',
        'LOG_LEVEL',
        'MAIL_FROM',
        'PORT',
        'PUBLIC_URL',
        'REDIS_URL',
        'TRUST_PROXY',
      ].sort(),
    )
  })

  it('puts every problem in the error message the process prints', () => {
    try {
      parseEnv({ PORT: '-1', LOG_LEVEL: 'loud' })
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/)
      expect((error as Error).message).toMatch(/LOG_LEVEL/)
    }
  })

  describe('the CRM webhook (docs/crm-webhook.md)', () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`

    it('takes an https URL with its whsec_ secret, or http on loopback; a 10 s attempt by default', () => {
      expect(
        parseEnv({ LEAD_WEBHOOK_URL: 'https://hooks.crm.example/t/abc', LEAD_WEBHOOK_SECRET: secret }),
      ).toMatchObject({ LEAD_WEBHOOK_URL: 'https://hooks.crm.example/t/abc', LEAD_WEBHOOK_TIMEOUT_MS: 10_000 })
      for (const url of ['http://127.0.0.1:4101/hook', 'http://localhost/hook', 'http://[::1]:8080/hook'])
        expect(parseEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret }).LEAD_WEBHOOK_URL).toBe(url)
      expect(parseEnv({}).LEAD_WEBHOOK_URL).toBeUndefined()
    })

    it.each([
      [
        { LEAD_WEBHOOK_URL: 'https://hooks.crm.example/t' },
        'LEAD_WEBHOOK_SECRET: is required when LEAD_WEBHOOK_URL is set',
      ],
      [{ LEAD_WEBHOOK_SECRET: secret }, 'LEAD_WEBHOOK_URL: is required when LEAD_WEBHOOK_SECRET is set'],
      [
        { LEAD_WEBHOOK_URL: 'http://hooks.crm.example/t', LEAD_WEBHOOK_SECRET: secret },
        'LEAD_WEBHOOK_URL: must use https',
      ],
      [{ LEAD_WEBHOOK_URL: 'http://10.0.0.8/t', LEAD_WEBHOOK_SECRET: secret }, 'LEAD_WEBHOOK_URL: must use https'],
      [{ LEAD_WEBHOOK_URL: 'ftp://hooks.crm.example/t', LEAD_WEBHOOK_SECRET: secret }, 'LEAD_WEBHOOK_URL:'],
      [
        { LEAD_WEBHOOK_URL: 'https://u:p@hooks.crm.example/t', LEAD_WEBHOOK_SECRET: secret },
        'must not hold a user name',
      ],
      [
        { LEAD_WEBHOOK_URL: 'https://hooks.crm.example/t', LEAD_WEBHOOK_SECRET: 'not-a-secret' },
        'LEAD_WEBHOOK_SECRET: must be a Standard Webhooks secret',
      ],
      [
        { LEAD_WEBHOOK_URL: 'https://hooks.crm.example/t', LEAD_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' },
        'LEAD_WEBHOOK_SECRET: must hold a key of at least 24 bytes',
      ],
      [
        { LEAD_WEBHOOK_URL: 'https://hooks.crm.example/t', LEAD_WEBHOOK_SECRET: secret, LEAD_WEBHOOK_TIMEOUT_MS: '5' },
        'LEAD_WEBHOOK_TIMEOUT_MS:',
      ],
    ])('refuses %o, saying %s', (source, message) => {
      expect(problemsOf(source).join('\n')).toContain(message)
    })
  })
})
