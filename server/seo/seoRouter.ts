import Router from '@koa/router'
import { robotsTxt } from './robotsTxt.ts'
import { sitemapXml } from './sitemapXml.ts'

/** /sitemap.xml and /robots.txt, built once: their content only changes with PUBLIC_URL and the build. */
export function seoRouter(publicUrl: string, lastModified?: string): Router {
  const sitemap = sitemapXml(publicUrl, lastModified)
  const robots = robotsTxt(publicUrl)
  const router = new Router()
  router.get('/sitemap.xml', (ctx) => {
    ctx.type = 'application/xml; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = sitemap
  })
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = robots
  })
  return router
}
