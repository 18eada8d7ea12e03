import { expect, test, type APIRequestContext } from '@playwright/test'
import { createI18n } from '../../site/createI18n.ts'
import { pageMessages } from '../../renderer/i18n/pageMessages.ts'
import { siteUrls } from './support/siteUrls.ts'

const pages = siteUrls.filter((entry) => entry.status === 200)

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    'PNG signature',
  ).toBe(true)
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function getPng(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type'], url).toBe('image/png')
  return pngSize(await response.body())
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]

test.describe.configure({ mode: 'parallel' })

for (const { url, locale, logicalPath } of pages) {
  test(`${url}: share image, brand font, breadcrumbs, nothing from another host`, async ({
    page,
    request,
    baseURL,
  }) => {
    const foreign: string[] = []
    const fontRequests: string[] = []
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fontRequests.push(new URL(req.url()).pathname)
      const target = new URL(req.url())
      if (/^https?:$/.test(target.protocol) && target.host !== new URL(baseURL ?? '').host) foreign.push(req.url())
    })
    await page.goto(url)

    // Share image: the tags link previews read, and the image they point at.
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /^Fluxa: \S/)
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '')
    expect(image.pathname).toMatch(/^\/assets\/share\/.+\.[0-9a-f]{10}\.png$/)
    expect(await getPng(request, image.pathname)).toEqual({ width: 1200, height: 630 })

    // The brand typeface: loaded from this site and set on the headings.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready
      const h1 = document.querySelector('h1')
      return {
        loaded: [...document.fonts].filter(
          (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
        ).length,
        h1: h1 ? getComputedStyle(h1).fontFamily : '',
        h2: getComputedStyle(document.querySelector('h2') ?? document.body).fontFamily,
      }
    })
    expect(fonts.loaded).toBeGreaterThan(0)
    expect(fonts.h1).toMatch(/^"Inter Variable"/)
    expect(fonts.h2).toMatch(/^"Inter Variable"/)
    // A first visit fetches one font file, the preloaded Latin one (Latin Extended is not needed by these pages).
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname))
    expect(preloaded).toHaveLength(1)
    expect(fontRequests).toEqual(preloaded)

    // BreadcrumbList below home, named in the page's language.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const breadcrumbs = jsonLd.map((text) => JSON.parse(text)).filter((data) => data['@type'] === 'BreadcrumbList')
    if (logicalPath === '/') {
      expect(breadcrumbs).toHaveLength(0)
    } else {
      expect(breadcrumbs).toHaveLength(1)
      const items = breadcrumbs[0].itemListElement
      const home = createI18n(locale, pageMessages(locale))._('breadcrumb.home')
      expect(items[0]).toMatchObject({ position: 1, name: home })
      expect(items.at(-1)).toMatchObject({
        position: items.length,
        item: await page.locator('link[rel="canonical"]').getAttribute('href'),
      })
      expect(items.at(-1).name.length).toBeGreaterThan(1)
    }

    expect(foreign).toEqual([])
  })
}

test('no two pages share a share image', async ({ request }) => {
  const images = await Promise.all(
    pages.map(async ({ url }) => {
      const html = await (await request.get(url)).text()
      return meta(html, 'og:image')
    }),
  )
  expect(images.every(Boolean)).toBe(true)
  expect(new Set(images).size).toBe(pages.length)
})

test('favicon.ico, apple-touch-icon.png and the web manifest with its icons', async ({ page, request }) => {
  await page.goto('/')
  for (const [rel, href] of [
    ['icon', '/favicon.ico'],
    ['icon', '/favicon.svg'],
    ['apple-touch-icon', '/apple-touch-icon.png'],
    ['manifest', '/manifest.webmanifest'],
  ]) {
    await expect(page.locator(`head link[rel="${rel}"][href="${href}"]`)).toHaveCount(1)
  }
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
  // ICONDIR: reserved 0, type 1 (icon), then the number of images.
  const icoBytes = await ico.body()
  expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1])
  expect(icoBytes.readUInt16LE(4)).toBeGreaterThanOrEqual(2)

  expect(await getPng(request, '/apple-touch-icon.png')).toEqual({ width: 180, height: 180 })

  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const { name, icons } = (await manifest.json()) as {
    name: string
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(name).toBe('Fluxa')
  const pngIcons = icons.filter((icon) => icon.type === 'image/png')
  expect(pngIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of pngIcons) {
    const [width, height] = icon.sizes.split('x').map(Number)
    expect(await getPng(request, icon.src)).toEqual({ width, height })
  }
})

test('the home page carries the logo in its Organization JSON-LD', async ({ page, request }) => {
  await page.goto('/en')
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  )
  const organization = jsonLd.find((data) => data['@type'] === 'Organization')
  expect(organization?.logo).toMatch(/\/icon-512\.png$/)
  expect(await getPng(request, new URL(organization.logo).pathname)).toEqual({ width: 512, height: 512 })
})
