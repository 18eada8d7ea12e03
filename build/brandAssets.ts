import type { IncomingMessage, ServerResponse } from 'node:http'
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { renderIcons } from './brand/renderIcons.ts'
import { renderShareImage } from './brand/renderShareImage.ts'
import type { ShareImagePage } from './brand/shareImagePages.ts'
import { webManifest } from './brand/webManifest.ts'
import { importThroughVite } from './importThroughVite.ts'

const virtualId = 'virtual:fluxa/share-images'
const resolvedId = `\0${virtualId}`

type ShareImage = { page: ShareImagePage; fileName: string; png: Buffer }

type ShareImagePagesModule = typeof import('./brand/shareImagePages.ts')

// What each page's image shows, read once, as the server reads the records (importThroughVite.ts).
let pages: Promise<ShareImagePage[]> | undefined
function shareImagePages(): Promise<ShareImagePage[]> {
  pages ??= importThroughVite<ShareImagePagesModule>('build/brand/shareImagePages.ts').then(({ module }) =>
    module.shareImagePages(),
  )
  return pages
}

// The server and client builds run in one process: every page's image is drawn once and shared by both.
let drawn: Promise<ShareImage[]> | undefined
function drawShareImages(): Promise<ShareImage[]> {
  drawn ??= (async () => {
    const images: ShareImage[] = []
    for (const page of await shareImagePages()) {
      const png = await renderShareImage(page)
      // Content-hashed under /assets/ (immutable for a year): a changed image gets a new URL, so no cache,
      // crawler or CDN can serve a previous build's image for a page.
      const hash = createHash('sha256').update(png).digest('hex').slice(0, 10)
      images.push({ page, fileName: `assets/share/${page.locale}/${page.name}.${hash}.png`, png })
    }
    return images
  })()
  return drawn
}

/** In development, unhashed URLs drawn on request. */
const devUrl = (page: ShareImagePage) => `/share/${page.locale}/${page.name}.png`

const rootFiles = [
  'favicon.svg',
  'favicon.ico',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'manifest.webmanifest',
]

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
  webmanifest: 'application/manifest+json',
}

/**
 * The brand's generated files, all from the theme's tokens: per page and language a 1200×630 PNG share image
 * (satori + resvg), favicon.svg / favicon.ico, apple-touch-icon.png, the manifest icons and manifest.webmanifest.
 * The page head reads the share images' URLs from `virtual:fluxa/share-images`.
 */
export function brandAssets(): Plugin {
  let command: 'build' | 'serve' = 'build'
  return {
    name: 'fluxa:brand-assets',
    configResolved(config) {
      command = config.command
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined
    },
    async load(id) {
      if (id !== resolvedId) return undefined
      const entries =
        command === 'serve'
          ? (await shareImagePages()).map((page) => [page.path, devUrl(page)])
          : (await drawShareImages()).map(({ page, fileName }) => [page.path, `/${fileName}`])
      return `export default ${JSON.stringify(Object.fromEntries(entries))}`
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const files = { ...(await renderIcons()), 'manifest.webmanifest': webManifest() }
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source })
      for (const { fileName, png } of await drawShareImages()) this.emitFile({ type: 'asset', fileName, source: png })
    },
    configureServer(server) {
      // Connect ignores a middleware's promise: a failed render goes to next(error), the dev server's error page.
      server.middlewares.use((req, res, next) => {
        serveBrandAsset(req, res, next).catch(next)
      })
      async function serveBrandAsset(req: IncomingMessage, res: ServerResponse, next: () => void) {
        const pathname = (req.url ?? '').split('?')[0]
        const page = pathname.startsWith('/share/')
          ? (await shareImagePages()).find((candidate) => devUrl(candidate) === pathname)
          : undefined
        const rootFile = rootFiles.includes(pathname.slice(1)) ? pathname.slice(1) : undefined
        if (!page && !rootFile) return next()
        const body = page
          ? await renderShareImage(page)
          : { ...(await renderIcons()), 'manifest.webmanifest': webManifest() }[rootFile ?? '']
        // Set, not assumed: behind Koa (npm run dev) the response starts out as 404.
        res.statusCode = 200
        res.setHeader('Content-Type', contentTypes[pathname.split('.').pop() ?? ''] ?? 'application/octet-stream')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(body)
      }
    },
  }
}
