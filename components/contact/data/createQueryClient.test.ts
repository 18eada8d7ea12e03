import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from './createQueryClient.ts'

let server: Server
let origin: string
let downHits = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/thing/42') {
      res.setHeader('Content-Type', 'application/json')
      return res.end(JSON.stringify({ id: 42, method: req.method }))
    }
    if (req.url === '/api/missing') {
      res.statusCode = 404
      return res.end('no such thing')
    }
    downHits += 1
    res.statusCode = 503
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createQueryClient (docs/contact-and-captcha.md)', () => {
  it('GETs the key segments joined by "/" and reads JSON', async () => {
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: [origin, 'api', 'thing', 42] })).resolves.toEqual({ id: 42, method: 'GET' })
  })

  it('turns a failure into "status: body", or "status: status text" for an empty body, without retrying', async () => {
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: [origin, 'api', 'missing'] })).rejects.toThrow(/^404: no such thing$/)
    await expect(client.fetchQuery({ queryKey: [origin, 'api', 'down'] })).rejects.toThrow(/^503: Service Unavailable$/)
    expect(downHits).toBe(1)
  })

  it('has exactly the defaults of the spec', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 300_000,
    })
    expect(mutations).toEqual({ retry: false })
  })
})
