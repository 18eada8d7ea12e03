import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)

/** What a render produced, independent of the request that asked for it. */
export type RenderedPage = { status: number; headers: ReadonlyArray<readonly [string, string]>; html: string }

export type Encoding = 'br' | 'gzip' | 'identity'

export type CachedPage = {
  status: number
  /** Response headers of the render (Content-Type, Location of a redirect), already filtered. */
  headers: ReadonlyArray<readonly [string, string]>
  bodies: Readonly<Record<Encoding, Buffer>>
  /** One strong ETag per representation: a brotli body and a gzip body are not the same bytes (RFC 9110 §8.8.3). */
  etags: Readonly<Record<Encoding, string>>
}

export type RenderCacheOptions = {
  /** Changes with every build (see buildId.ts): part of every ETag, so no validator outlives its build. */
  buildId: string
  /** The site's own pages (finite): kept for the life of the process and compressed at the highest levels. */
  pinned: Iterable<string>
  /** Every other URL (404s, redirects) shares this many slots, least recently used first out. */
  limit?: number
}

// Headers that belong to the response we build, not to the render.
const dropped = new Set(['cache-control', 'content-length', 'etag', 'vary'])

/**
 * Each page is rendered and compressed once, then answered from memory. The site's pages never leave the cache;
 * unknown URLs, which anyone can invent without end, live in a small LRU so they can neither grow memory nor
 * push a real page out. Concurrent first requests for one URL share a single render.
 */
export class RenderCache {
  readonly buildId: string
  readonly #pinnedKeys: ReadonlySet<string>
  readonly #pinned = new Map<string, CachedPage>()
  readonly #others = new Map<string, CachedPage>()
  readonly #inFlight = new Map<string, Promise<CachedPage | RenderedPage | undefined>>()
  readonly #limit: number
  readonly #upgrades = new Set<Promise<void>>()

  constructor({ buildId, pinned, limit = 200 }: RenderCacheOptions) {
    this.buildId = buildId
    this.#pinnedKeys = new Set(pinned)
    this.#limit = limit
  }

  get(key: string): CachedPage | undefined {
    const pinned = this.#pinned.get(key)
    if (pinned) return pinned
    const other = this.#others.get(key)
    if (other) {
      // Refresh its place in the LRU order.
      this.#others.delete(key)
      this.#others.set(key, other)
    }
    return other
  }

  /**
   * The cached page for key, rendering it at most once however many requests ask at the same time.
   * A render that gives nothing to serve, or a 5xx, is not kept (a transient failure heals): it is handed back as it is.
   */
  async resolve(key: string, render: () => Promise<RenderedPage | undefined>): Promise<CachedPage | RenderedPage | undefined> {
    const hit = this.get(key)
    if (hit) return hit
    let pending = this.#inFlight.get(key)
    if (!pending) {
      pending = render()
        .then((rendered) => (rendered && rendered.status < 500 ? this.set(key, rendered) : rendered))
        .finally(() => this.#inFlight.delete(key))
      this.#inFlight.set(key, pending)
    }
    return pending
  }

  set(key: string, { status, headers, html }: RenderedPage): CachedPage {
    const pinned = this.#pinnedKeys.has(key)
    const identity = Buffer.from(html)
    // Fast settings first (about 2 ms for a page), so a first request or the start never waits for compression.
    const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
    const gzip = gzipSync(identity, { level: pinned ? 9 : 6 })
    const page = this.#entry(status, headers, identity, br, gzip)
    if (pinned) {
      this.#pinned.set(key, page)
      // A site page is kept for the life of the process, so its brotli body is then redone at the best (slow,
      // ~60 ms) quality on libuv's thread pool, off the event loop, and swapped in when ready.
      const upgrade = brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
        .then((best) => {
          if (this.#pinned.get(key) === page) this.#pinned.set(key, this.#entry(status, headers, identity, best, gzip))
        })
        .finally(() => this.#upgrades.delete(upgrade))
      this.#upgrades.add(upgrade)
    } else {
      this.#others.delete(key)
      while (this.#others.size >= this.#limit) this.#others.delete(this.#others.keys().next().value as string)
      this.#others.set(key, page)
    }
    return page
  }

  /** Resolves once every background brotli upgrade started so far is in place (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.#upgrades.size > 0) await Promise.all(this.#upgrades)
  }

  #entry(status: number, headers: RenderedPage['headers'], identity: Buffer, br: Buffer, gzip: Buffer): CachedPage {
    // Validators name the build as well as the bytes: no ETag outlives the build that produced it.
    const hash = createHash('sha256').update(this.buildId).update('\0').update(identity).digest('base64url').slice(0, 22)
    const brHash = createHash('sha256').update(br).digest('base64url').slice(0, 8)
    return {
      status,
      headers: headers.filter(([name]) => !dropped.has(name.toLowerCase())),
      bodies: { br, gzip, identity },
      etags: { br: `"${hash}-br${brHash}"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
    }
  }
}
