import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type CachedPage = {
  status: number
  contentType: string
  etag: string
  body: Buffer
  br: Buffer
  gzip: Buffer
}

/** Renders are deterministic per URL, so each is compressed once and kept; the map is bounded for unknown URLs. */
export class RenderCache {
  readonly #entries = new Map<string, CachedPage>()
  readonly #limit: number

  constructor(limit = 1000) {
    this.#limit = limit
  }

  get(key: string): CachedPage | undefined {
    return this.#entries.get(key)
  }

  set(key: string, status: number, contentType: string, html: string): CachedPage {
    const body = Buffer.from(html)
    const page: CachedPage = {
      status,
      contentType,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip: gzipSync(body, { level: 9 }),
    }
    if (this.#entries.size >= this.#limit) this.#entries.delete(this.#entries.keys().next().value as string)
    this.#entries.set(key, page)
    return page
  }

  get size(): number {
    return this.#entries.size
  }
}
