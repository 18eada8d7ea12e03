import type { Middleware } from 'koa'
import { robotsTxt } from './robotsTxt.ts'
import { sitemapXml } from './sitemapXml.ts'

/**
 * GET or HEAD /sitemap.xml and /robots.txt, built once: their content only changes with PUBLIC_URL and the build.
 * Two fixed paths, so a map lookup rather than a router: every page request passes through here.
 */
export function seoFiles(publicUrl: string, lastModified?: string): Middleware {
  const files = new Map([
    ['/sitemap.xml', { type: 'application/xml; charset=utf-8', body: sitemapXml(publicUrl, lastModified) }],
    ['/robots.txt', { type: 'text/plain; charset=utf-8', body: robotsTxt(publicUrl) }],
  ])
  return (ctx, next) => {
    const file = files.get(ctx.path)
    if (!file || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
    ctx.type = file.type
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = file.body
  }
}
