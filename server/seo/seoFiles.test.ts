import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltApp, type BuiltApp } from '../../tests/support/startBuiltApp.ts'
import { robotsTxt } from './seoFiles.ts'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** node:http, which (unlike fetch) leaves the body as it came: compressed when the server compressed it. */
function get(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

let app: BuiltApp
beforeAll(async () => {
  app = await startBuiltApp()
})
afterAll(async () => {
  await app?.close()
})

describe.each(['/sitemap.xml', '/robots.txt'])('%s', (target) => {
  it('goes out brotli, gzip or plain as the client accepts, the same text each way, varying on Accept-Encoding', async () => {
    const plain = await get(target, { 'accept-encoding': 'identity' })
    const br = await get(target, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await get(target, { 'accept-encoding': 'gzip' })
    expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200])
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length)
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toContain('Accept-Encoding')
      expect(answer.headers['content-length']).toBe(String(answer.body.length))
      expect(answer.headers['cache-control']).toBe('public, max-age=3600')
    }
    if (target === '/robots.txt') expect(plain.body.toString()).toBe(robotsTxt(app.publicUrl))
  })

  it('carries a strong ETag per encoding and answers 304 to a matching If-None-Match', async () => {
    const br = await get(target, { 'accept-encoding': 'br' })
    const plain = await get(target, { 'accept-encoding': 'identity' })
    const etag = String(br.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(String(plain.headers.etag)).not.toBe(etag)
    const again = await get(target, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect((await get(target, { 'accept-encoding': 'br', 'if-none-match': '"another"' })).status).toBe(200)
    const head = await get(target, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.etag).toBe(etag)
    expect(head.body.length).toBe(0)
  })
})
