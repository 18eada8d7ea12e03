import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Middleware } from 'koa'
import { pickEncoding } from '../ssr/pickEncoding.ts'
import type { Encoding } from '../ssr/renderCache.ts'
import { robotsTxt } from './robotsTxt.ts'
import { sitemapXml } from './sitemapXml.ts'

type SeoFile = { type: string; bodies: Record<Encoding, Buffer>; etags: Record<Encoding, string> }

/** The file in each encoding, compressed once at start (the sitemap is about 24 KB), each with its strong ETag. */
function prepare(type: string, text: string): SeoFile {
  const identity = Buffer.from(text)
  const bodies = {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  }
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 16)
  return { type, bodies, etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` } }
}

/**
 * GET or HEAD /sitemap.xml and /robots.txt, built once: their content only changes with PUBLIC_URL and the build.
 * Served like a page (docs/operations.md): brotli or gzip as the client accepts (pickEncoding), a strong ETag per
 * encoding and 304 on a matching If-None-Match, Vary: Accept-Encoding. Two fixed paths, so a map lookup rather than a
 * router: every page request passes through here.
 */
export function seoFiles(publicUrl: string, lastModified?: string): Middleware {
  const files = new Map([
    ['/sitemap.xml', prepare('application/xml; charset=utf-8', sitemapXml(publicUrl, lastModified))],
    ['/robots.txt', prepare('text/plain; charset=utf-8', robotsTxt(publicUrl))],
  ])
  return (ctx, next) => {
    const file = files.get(ctx.path)
    if (!file || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
    const encoding = pickEncoding(ctx.req)
    ctx.status = 200
    ctx.type = file.type
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.vary('Accept-Encoding')
    ctx.etag = file.etags[encoding]
    if (ctx.fresh) {
      ctx.status = 304
      return
    }
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding)
    ctx.body = file.bodies[encoding]
  }
}
