import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { PageRequest } from './sitePageRequests.ts'

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
  /** Changes with every build (see buildId below): part of every ETag, so no validator outlives its build. */
  buildId: string
  /**
   * The finite set of render paths it holds for the life of the process: the site's pages and one 404 page per
   * language (see pageToRender). Anything else is rendered and handed back, never kept.
   */
  keys: Iterable<string>
  /**
   * Best-quality brotli bodies compressed at once on libuv's thread pool. Kept small on purpose: a process exits only
   * once every compression it handed to the pool has run (docs/operations.md, a stop during start), so the rest wait
   * here, where stop() can drop them.
   */
  upgradeConcurrency?: number
}

// Headers that belong to the response we build, not to the render.
const dropped = new Set(['cache-control', 'content-length', 'etag', 'vary'])

/**
 * Each page is rendered and compressed once, then answered from memory. Its keys are finite (the server maps every
 * unknown URL to the 404 page of its language), so memory is bounded whatever URLs anyone invents, and concurrent
 * first requests for one key share a single render.
 */
export class RenderCache {
  readonly buildId: string
  readonly #keys: ReadonlySet<string>
  readonly #pages = new Map<string, CachedPage>()
  readonly #inFlight = new Map<string, Promise<CachedPage | RenderedPage | undefined>>()
  readonly #upgrades = new Set<Promise<void>>()
  readonly #waiting: (() => void)[] = []
  #freeSlots: number
  #stopped = false

  constructor({ buildId, keys, upgradeConcurrency = 2 }: RenderCacheOptions) {
    this.buildId = buildId
    this.#keys = new Set(keys)
    this.#freeSlots = upgradeConcurrency
  }

  /** No more best-quality upgrades: the ones waiting are dropped (their pages keep the fast brotli body). */
  stop(): void {
    this.#stopped = true
    for (const start of this.#waiting.splice(0)) start()
  }

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key)
  }

  /**
   * The cached page for key, rendering it at most once however many requests ask at the same time.
   * A render that gives nothing to serve, or a 5xx, is not kept (a transient failure heals): it is handed back as it is.
   */
  async resolve(
    key: string,
    render: () => Promise<RenderedPage | undefined>,
  ): Promise<CachedPage | RenderedPage | undefined> {
    const hit = this.#pages.get(key)
    if (hit) return hit
    if (!this.#keys.has(key)) return render()
    let pending = this.#inFlight.get(key)
    if (!pending) {
      pending = render()
        .then((rendered) => (rendered && rendered.status < 500 ? this.#store(key, rendered) : rendered))
        .finally(() => this.#inFlight.delete(key))
      this.#inFlight.set(key, pending)
    }
    return pending
  }

  /** Resolves once every background brotli upgrade started so far is in place (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.#upgrades.size > 0) await Promise.all(this.#upgrades)
  }

  #store(key: string, { status, headers, html }: RenderedPage): CachedPage {
    const identity = Buffer.from(html)
    // Fast settings first (about 2 ms for a page), so a first request or the start never waits for compression.
    const br = brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    })
    const gzip = gzipSync(identity, { level: 9 })
    const page = this.#entry(status, headers, identity, br, gzip)
    this.#pages.set(key, page)
    // Kept for the life of the process, so its brotli body is then redone at the best (slow, ~60 ms) quality on
    // libuv's thread pool, off the event loop, and swapped in when ready.
    const upgrade = this.#slot()
      .then(async (granted) => {
        if (!granted) return
        try {
          const best = await brotliAsync(identity, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
          })
          if (this.#pages.get(key) === page) this.#pages.set(key, this.#entry(status, headers, identity, best, gzip))
        } finally {
          this.#release()
        }
      })
      .finally(() => this.#upgrades.delete(upgrade))
    this.#upgrades.add(upgrade)
    return page
  }

  /** Resolves true once a compression may start, or false once the cache is stopped. */
  #slot(): Promise<boolean> {
    if (this.#stopped) return Promise.resolve(false)
    if (this.#freeSlots > 0) {
      this.#freeSlots--
      return Promise.resolve(true)
    }
    return new Promise((resolve) => this.#waiting.push(() => resolve(!this.#stopped)))
  }

  /** A compression ended: its slot goes to the next one waiting. */
  #release(): void {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#freeSlots++
  }

  #entry(status: number, headers: RenderedPage['headers'], identity: Buffer, br: Buffer, gzip: Buffer): CachedPage {
    // Validators name the build as well as the bytes: no ETag outlives the build that produced it.
    const hash = createHash('sha256')
      .update(this.buildId)
      .update('\0')
      .update(identity)
      .digest('base64url')
      .slice(0, 22)
    const brHash = createHash('sha256').update(br).digest('base64url').slice(0, 8)
    return {
      status,
      headers: headers.filter(([name]) => !dropped.has(name.toLowerCase())),
      bodies: { br, gzip, identity },
      etags: { br: `"${hash}-br${brHash}"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
    }
  }
}

/**
 * A short fingerprint of the build in dist/. Vike inlines the client manifest (every content-hashed asset name)
 * into the server entry, which also names every server chunk: any change to the site changes this file.
 * Read once at start.
 */
export function buildId(distDir: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(distDir, 'server/entry.mjs')))
    .digest('base64url')
    .slice(0, 12)
}

/**
 * Renders every page into the cache, one after the other (Vike's renders are CPU-bound), then waits for their
 * best-quality brotli bodies (compressed on libuv's thread pool). `ms` is the time until all of it is in place.
 * A render chains only promises, so a turn of the event loop is taken between two pages: requests and a SIGTERM are
 * handled there, and once `signal` is aborted no further page is rendered (docs/operations.md). `pause`: awaited
 * before each page (the server waits there while a lead is being delivered).
 */
export async function warmPageCache(
  cache: RenderCache,
  pages: readonly PageRequest[],
  render: (page: PageRequest) => Promise<RenderedPage | undefined>,
  { signal, pause }: { signal?: AbortSignal; pause?: () => Promise<void> } = {},
): Promise<{ pages: number; renderMs: number; ms: number; stopped: boolean }> {
  const started = performance.now()
  let rendered = 0
  for (const page of pages) {
    await nextTurn()
    await pause?.()
    if (signal?.aborted) break
    await cache.resolve(page.path, () => render(page))
    rendered++
  }
  const renderMs = Math.round(performance.now() - started)
  await cache.settled()
  return { pages: rendered, renderMs, ms: Math.round(performance.now() - started), stopped: rendered < pages.length }
}
