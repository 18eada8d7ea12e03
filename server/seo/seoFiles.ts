import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Middleware } from 'koa'
import { hreflangAlternates } from '../../site/hreflangAlternates.ts'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { pickEncoding } from '../ssr/pickEncoding.ts'
import type { Encoding } from '../ssr/renderCache.ts'

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

/** robots.txt: every page may be crawled, the API may not; the sitemap's address. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`
}

/**
 * Every page in both languages, each with its xhtml:link alternates (docs/languages-and-urls.md) and, given the build date, a
 * <lastmod>. Pages are built together from shared layout and catalogues, and a built image carries no history
 * (no git), so the build date is the one honest "may have changed since" for every page.
 */
export function sitemapXml(publicUrl: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
  const urls = sitePaths.flatMap((path) =>
    locales.map((locale) => {
      const alternates = hreflangAlternates(publicUrl, path)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('')
      return `<url><loc>${publicUrl}${localizePath(path, locale)}</loc>${lastmod}${alternates}</url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
}

/**
 * The day the site in dist/ was built (YYYY-MM-DD, UTC): when the server entry was written, which every build
 * rewrites. The sitemap gives it as every page's <lastmod>; undefined when there is no build (development).
 */
export function buildDate(distDir: string): string | undefined {
  try {
    return statSync(path.join(distDir, 'server/entry.mjs')).mtime.toISOString().slice(0, 10)
  } catch {
    return undefined
  }
}
