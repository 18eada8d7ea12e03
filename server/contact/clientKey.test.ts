import { afterAll, describe, expect, test } from 'vitest'
import { postApi } from '../../tests/support/contactApi.ts'
import { freePort } from '../../tests/support/freePort.ts'
import { startApiTestApp, type ApiTestApp } from '../../tests/support/startApiTestApp.ts'
import { startRedisServer, type RedisServer } from '../../tests/support/startRedisServer.ts'
import { waitFor } from '../../tests/support/waitFor.ts'
import { clientKey } from './rateLimits.ts'

test('one key per client: an IPv4 address, an IPv6 /64, an IPv4-mapped address as IPv4, one spelling each', () => {
  expect(clientKey('198.18.5.5')).toBe('198.18.5.5')
  expect(clientKey('::ffff:198.18.5.5')).toBe('198.18.5.5')
  expect(clientKey('::FFFF:c612:505')).toBe('198.18.5.5')
  expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
  expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
  expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  expect(clientKey('fe80::1%eth0')).toBe('fe80::/64')
  expect(clientKey('not an address')).toBe('not an address')
})

let redis: RedisServer | undefined
afterAll(async () => {
  await redis?.stop()
})

/** The app with its counts in memory, or in a real Redis once its client is ready (before, it counts in memory). */
async function startApp(store: 'memory' | 'redis', env: Record<string, string>): Promise<ApiTestApp> {
  if (store === 'memory') return startApiTestApp({ env: { ...env, TRUST_PROXY: 'true' } })
  redis ??= await startRedisServer(await freePort())
  const app = await startApiTestApp({ env: { ...env, TRUST_PROXY: 'true', REDIS_URL: redis.url } })
  await waitFor(() => app.logs().some((line) => line.msg === 'redis ready'), { what: 'redis ready' })
  return app
}

const status = async (app: ApiTestApp, forwardedFor: string) =>
  (await postApi(app.url, '/api/captcha/new', { headers: { 'x-forwarded-for': forwardedFor } })).status

describe.each(['memory', 'redis'] as const)('the buckets on %s, as the trusted proxy reports the client', (store) => {
  test('80 captchas from 80 addresses of one /64 are one bucket; other /64s are other clients', async () => {
    const app = await startApp(store, { RATE_LIMIT_CAPTCHA: '60' })
    try {
      const statuses: number[] = []
      for (let host = 1; host <= 80; host++)
        statuses.push(
          await status(app, `2001:db8:5:7:${host.toString(16)}:${(host * 7).toString(16)}::${host.toString(16)}`),
        )
      expect(statuses.filter((answer) => answer === 200)).toHaveLength(60)
      expect(statuses.slice(60)).toEqual(Array.from({ length: 20 }, () => 429))
      expect(await status(app, '2001:db8:5:8::1')).toBe(200)
    } finally {
      await app.close()
    }
  })

  test('an IPv4 address and its IPv4-mapped spellings share one bucket', async () => {
    const app = await startApp(store, { RATE_LIMIT_CAPTCHA: '2' })
    try {
      expect(await status(app, '198.18.5.5')).toBe(200)
      expect(await status(app, '::ffff:198.18.5.5')).toBe(200)
      expect(await status(app, '::FFFF:c612:0505')).toBe(429)
      expect(await status(app, '198.18.5.6')).toBe(200)
    } finally {
      await app.close()
    }
  })
})
