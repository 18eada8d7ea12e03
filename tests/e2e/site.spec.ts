import { expect, test, type Page } from '@playwright/test'
import { families, landingPages, landingPath } from '../../site/landingPages.ts'
import { localeSwitchHref } from '../../site/localeSwitchHref.ts'
import { localizePath } from '../../site/localizePath.ts'
import { otherLocale, type Locale } from '../../site/locales.ts'
import { sitePaths } from '../../site/sitePaths.ts'
import { hydrationMismatches, watchConsole, waitForHydration } from './support/browserConsole.ts'
import { siteText } from './support/siteText.ts'
import { siteUrls, type SiteUrl } from './support/siteUrls.ts'

// The server of globalSetup runs without PUBLIC_URL, so absolute URLs use its documented default.
const publicUrl = `http://localhost:${process.env.E2E_PORT ?? 3210}`
const notFoundTitle = { 'pt-BR': 'Página não encontrada', 'en-US': 'Page Not Found' } as const
const menuSizes = { solutions: 6, methods: 5, countries: 4, industries: 12 } as const
const year = new Date().getFullYear()

function decodeHtml(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

async function checkHead(page: Page, { url, locale, logicalPath, status }: SiteUrl) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  const title = await page.title()
  if (status === 404) {
    expect(title).toBe(notFoundTitle[locale])
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle[locale])
    // Somewhere to go: home, and each page family with the pages most visitors look for.
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: siteText(locale, 'notFound.backHome') })).toHaveAttribute(
      'href',
      localizePath('/', locale),
    )
    const suggestions = main.getByRole('region', { name: siteText(locale, 'notFound.suggestions') })
    for (const family of families) {
      await expect(suggestions.getByRole('heading', { name: siteText(locale, `nav.${family}`) })).toBeVisible()
      const hrefs = landingPages
        .filter((p) => p.family === family && 'inFooter' in p && p.inFooter)
        .map((p) => localizePath(landingPath(p), locale))
      for (const href of hrefs) await expect(suggestions.locator(`a[href="${href}"]`)).toBeVisible()
    }
    return
  }
  expect(title.trim()).not.toBe('')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicUrl}${url}`)
  const alternates = {
    'pt-BR': localizePath(logicalPath, 'pt-BR'),
    'en-US': localizePath(logicalPath, 'en-US'),
    'x-default': localizePath(logicalPath, 'pt-BR'),
  }
  for (const [hreflang, path] of Object.entries(alternates)) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      `${publicUrl}${path}`,
    )
  }
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale.replace('-', '_'))
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${publicUrl}${url}`)
}

async function checkHeader(page: Page, { locale, logicalPath, status }: SiteUrl) {
  const header = page.locator('header')
  await expect(header.getByRole('link', { name: 'Fluxa', exact: true })).toHaveAttribute(
    'href',
    localizePath('/', locale),
  )
  const nav = page.getByRole('navigation', { name: siteText(locale, 'nav.label') })
  await expect(nav).toBeVisible()
  await expect(nav.getByRole('button')).toHaveCount(4)
  for (const family of families) {
    const button = nav.getByRole('button', { name: siteText(locale, `nav.${family}`) })
    await expect(button).toBeVisible()
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    const expected = landingPages.filter((p) => p.family === family).map((p) => localizePath(landingPath(p), locale))
    expect(expected).toHaveLength(menuSizes[family])
    expect(await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected)
  }
  const toggle = page.getByTestId('language-toggle')
  await expect(toggle).toHaveText(locale === 'pt-BR' ? 'EN' : 'PT')
  // A page's twin in the other language; from a 404 page (which has none) the other language's home page. Through
  // GET /language, which remembers the choice without JavaScript and redirects there (noscript-nav.spec.ts).
  await expect(toggle).toHaveAttribute(
    'href',
    localeSwitchHref(otherLocale(locale), status === 404 ? '/' : logicalPath),
  )
  const cta = header.locator('a[data-cta="contact"]')
  await expect(cta).toBeVisible()
  await expect(cta).toHaveText(locale === 'en-US' ? 'Talk to Sales' : siteText(locale, 'cta.talkToSales'))
  // A 404 page has no contact section: its call-to-action leads to the home page's.
  await expect(cta).toHaveAttribute('href', status === 404 ? `${localizePath('/', locale)}#contact` : '#contact')
}

async function checkFooter(page: Page, { locale }: SiteUrl) {
  const footer = page.locator('footer')
  const columns = footer.getByRole('navigation')
  // Exactly the spec's columns (docs/pages-and-copy.md): Solutions, Methods, Countries and Legal; no Industries.
  await expect(columns).toHaveCount(4)
  await expect(footer.getByRole('navigation', { name: siteText(locale, 'nav.industries') })).toHaveCount(0)
  for (const family of families.filter((family) => family !== 'industries')) {
    const column = footer.getByRole('navigation', { name: siteText(locale, `nav.${family}`) })
    const hrefs = await column.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs, family).toHaveLength(4)
    const familyUrls = landingPages.filter((p) => p.family === family).map((p) => localizePath(landingPath(p), locale))
    for (const href of hrefs) expect(familyUrls).toContain(href)
  }
  const legal = footer.getByRole('navigation', { name: siteText(locale, 'footer.legal') })
  expect(await legal.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    ['/privacy', '/terms', '/about-us'].map((path) => localizePath(path, locale)),
  )
  const social = footer.getByRole('list', { name: siteText(locale, 'footer.social') })
  for (const [name, host] of [
    ['LinkedIn', 'www.linkedin.com'],
    ['Instagram', 'www.instagram.com'],
  ] as const) {
    const link = social.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', new RegExp(`^https://${host.replace(/\./g, '\\.')}/`))
    // Shown as the network's icon, not its name.
    await expect(link.locator('svg')).toBeVisible()
    await expect(link).toHaveText('')
  }
  await expect(footer).toContainText(`© ${year} Fluxa`)
  await expect(page.locator('footer ~ aside')).toHaveText(siteText(locale, 'disclaimer.text'))
}

/** The HTML as the server sends it, before any script: the heading is there and the styles are in <head>. */
async function checkServerHtml(page: Page, { url, locale, status }: SiteUrl) {
  const response = await page.request.get(url, { maxRedirects: 0 })
  expect(response.status()).toBe(status)
  const html = await response.text()
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}">`, 'i'))
  const headEnd = html.indexOf('</head>')
  const head = html.slice(0, headEnd)
  expect(head).toContain('<style data-styled="true"')
  // The header is styled from the first paint: its classes are defined in the server's <head>.
  const headerClasses = await page.locator('header').evaluate((el) => [...el.classList])
  expect(
    headerClasses.some((name) => head.includes(`.${name}{`)),
    `header classes ${headerClasses.join(' ')} in <head>`,
  ).toBe(true)
  const heading = /<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(headEnd))
  expect(heading, 'an <h1> inside <main> in the server HTML').not.toBeNull()
  const rawHeading = decodeHtml(heading?.[1] ?? '')
  expect(rawHeading.trim()).not.toBe('')
  // Same text after hydration: the first paint is already in the page's language.
  await expect(page.locator('main h1')).toHaveText(rawHeading)
}

test.describe('every page in both languages, and the 404s', () => {
  for (const row of siteUrls) {
    test(`${row.url} → ${row.status} ${row.locale}`, async ({ page }) => {
      const problems = watchConsole(page, { expect404For: row.status === 404 ? row.url : undefined })
      const response = await page.goto(row.url)
      expect(response?.status()).toBe(row.status)
      expect(new URL(page.url()).pathname).toBe(row.url)
      await waitForHydration(page)
      expect(await hydrationMismatches(page), 'attributes that differ between server and browser').toEqual([])
      await checkHead(page, row)
      await checkHeader(page, row)
      await checkFooter(page, row)
      await checkServerHtml(page, row)
      expect(problems(), 'console errors and warnings').toEqual([])
    })
  }
})

test('the table covers every route in both languages and both 404s', () => {
  const routes = sitePaths.length
  expect(siteUrls.filter((row) => row.status === 200)).toHaveLength(routes * 2)
  expect(new Set(siteUrls.map((row) => row.url)).size).toBe(routes * 2 + 2)
  const byLocale = (locale: Locale) => siteUrls.filter((row) => row.locale === locale && row.status === 200).length
  expect(byLocale('pt-BR')).toBe(routes)
  expect(byLocale('en-US')).toBe(routes)
})

test('a URL with a trailing slash ends on the page’s one canonical URL', async ({ page }) => {
  for (const [typed, canonical] of [
    ['/terms/', '/terms'],
    ['/en/', '/en'],
    ['/en/solutions/fx-desk/', '/en/solutions/fx-desk'],
  ]) {
    const response = await page.goto(typed)
    expect(response?.status(), typed).toBe(200)
    expect(new URL(page.url()).pathname).toBe(canonical)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  }
})
