import svgToMiniDataURI from 'mini-svg-data-uri'
import { describe, expect, it } from 'vitest'
import { aboutUs } from '../../content/about-us.ts'
import { contactContract } from '../../site/contact/contactContract.ts'
import { home } from '../../content/home.ts'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import { shared } from '../../content/shared.ts'
import type { CountryId } from '../../site/facts/countryFacts.ts'
import { factLabel } from '../../site/facts/factLabel.ts'
import { figureFacts } from '../../site/facts/figureFacts.ts'
import { trustBandStatements, trustFacts } from '../../site/facts/trustFacts.ts'
import { families, landingPages, landingPath } from '../../site/landingPages.ts'
import { locales, type Locale, localizePath } from '../../site/locales.ts'
import { siteText } from '../e2e/support/siteText.ts'
import { siteUrls, type SiteUrl } from '../e2e/support/siteUrls.ts'
import { servedDocument, type ServedElement } from '../support/servedDocument.ts'
import { servedSite } from '../support/servedSite.ts'

/*
 * What every served page carries around its record, read from the production build's HTML without a browser: the
 * head (canonical, alternates, share image), the footer's links, the blocks every page shares, which visual and which
 * icons a page draws. The browser checks what only a browser shows (layout, hydration, axe): tests/e2e/every-page.
 */

type Served = ReturnType<typeof servedDocument> & { status: number }

const notFoundTitle = { 'pt-BR': 'Página não encontrada', 'en-US': 'Page Not Found' } as const
const year = new Date().getFullYear()
const templatePaths = new Set(landingPages.map(landingPath))
const withVisual = ['/', ...landingPages.map(landingPath)]
const site = servedSite(
  siteUrls.map(({ url }) => url),
  (html, response): Served => ({ ...servedDocument(html), status: response.status }),
)
const page = (url: string): Served => site.page(url)
const pageAt = (path: string, locale: Locale) => page(localizePath(path, locale))
const absolute = (path: string) => `${site.app().publicUrl}${path}`

/** The content of `<meta property|name="key">`. */
const meta = (p: Served, key: string) =>
  p
    .all((e) => e.name === 'meta' && (p.attr(e, 'property') === key || p.attr(e, 'name') === key))
    .map((e) => p.attr(e, 'content'))
const linkHref = (p: Served, attributes: Record<string, string>) =>
  p.all(p.is('link', attributes)).map((e) => p.attr(e, 'href'))
const byTestId = (p: Served, id: string, inside?: ServedElement) => p.all(p.is('*', { 'data-testid': id }), inside)
const jsonLdTypes = (p: Served) =>
  p
    .all(p.is('script', { type: 'application/ld+json' }))
    .map((script) => (JSON.parse(p.text(script)) as { '@type': string })['@type'])

/** PNG width and height from the IHDR chunk, after checking the signature. */
async function pngSize(path: string) {
  const response = await fetch(`${site.app().url}${path}`)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type'), path).toBe('image/png')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), path).toBe(true)
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const ok = siteUrls.filter((site) => site.status === 200)
const notFound = siteUrls.filter((site) => site.status === 404)

describe('the head of every page', () => {
  it.each(ok)('$url: canonical, alternates in both languages, og:locale and og:url', ({ url, locale, logicalPath }) => {
    const p = page(url)
    expect(p.status).toBe(200)
    expect(p.html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}">`, 'i'))
    expect(p.text(p.one(p.is('title')))).not.toBe('')
    expect(linkHref(p, { rel: 'canonical' })).toEqual([absolute(url)])
    for (const [hreflang, path] of [
      ['pt-BR', localizePath(logicalPath, 'pt-BR')],
      ['en-US', localizePath(logicalPath, 'en-US')],
      ['x-default', localizePath(logicalPath, 'pt-BR')],
    ])
      expect(linkHref(p, { rel: 'alternate', hreflang }), hreflang).toEqual([absolute(path)])
    expect(meta(p, 'og:locale')).toEqual([locale.replace('-', '_')])
    expect(meta(p, 'og:url')).toEqual([absolute(url)])
  })

  it.each(notFound)('$url: 404, not indexed, no canonical, its title as its heading', ({ url, locale }) => {
    const p = page(url)
    expect(p.status).toBe(404)
    // Titled as every page is: its own words, then the brand.
    expect(p.text(p.one(p.is('title')))).toBe(`${notFoundTitle[locale]} | Fluxa`)
    expect(meta(p, 'robots')[0]).toMatch(/noindex/)
    expect(linkHref(p, { rel: 'canonical' })).toEqual([])
    expect(p.text(p.one(p.is('h1')))).toBe(notFoundTitle[locale])
  })

  it.each(siteUrls)('$url: the header styled from <head>, a heading in <main>, one font preloaded', ({ url }) => {
    const p = page(url)
    const head = p.html.slice(0, p.html.indexOf('</head>'))
    // styled-components' sheet as a sheet of its own kind, which the browser's styled-components leaves alone: no
    // takeover markers (renderer/head/activeStyleTag.ts).
    expect(head).toContain('<style data-styled="active">')
    expect(p.html).not.toMatch(/data-styled\.g\d|\/\*!sc\*\//)
    const headerClasses = (p.attr(p.one(p.is('header')), 'class') ?? '').split(' ').filter(Boolean)
    expect(
      headerClasses.some((name) => head.includes(`.${name}{`)),
      headerClasses.join(' '),
    ).toBe(true)
    expect(p.text(p.all(p.is('h1'), p.one(p.is('main'))))).not.toBe('')
    expect(p.all(p.is('link', { rel: 'preload', as: 'font' }))).toHaveLength(1)
  })

  it.each(siteUrls)(
    "$url: no rule reads styled-components' component classes; the icons carry no library class",
    ({ url }) => {
      const p = page(url)
      // The icons are drawn without the icon libraries' classes or the SVG namespace (components/Icon.tsx).
      expect(p.html).not.toMatch(/ class="[^"]*\b(lucide|tabler-icon)|<svg[^>]* xmlns=/)
      const css = p.all(p.is('style')).map((style) => p.text(style))
      expect(css.join('')).not.toMatch(/\.(sc-|lucide|tabler-icon)/)
    },
  )

  it.each(ok)('$url: a share image of 1200 × 630, its tags and its description', async ({ url }) => {
    const p = page(url)
    expect(meta(p, 'twitter:card')).toEqual(['summary_large_image'])
    expect(meta(p, 'og:image:width')).toEqual(['1200'])
    expect(meta(p, 'og:image:height')).toEqual(['630'])
    expect(meta(p, 'og:image:alt')[0]).toMatch(/^Fluxa: \S/)
    const image = new URL(meta(p, 'og:image')[0] ?? '')
    expect(image.pathname).toMatch(/^\/assets\/share\/.+\.[0-9a-f]{10}\.png$/)
    expect(await pngSize(image.pathname)).toEqual({ width: 1200, height: 630 })
  })

  it('no two pages share a share image', () => {
    const images = ok.map(({ url }) => meta(page(url), 'og:image')[0])
    expect(images.every(Boolean)).toBe(true)
    expect(new Set(images).size).toBe(ok.length)
  })

  // Vike writes the entry's tag and its preloads (renderer/+config.ts): one script, Vike's `client` entry, whose code
  // waits for the first paint (renderer/+client.ts); no modulepreload, which would fetch more before the paint.
  it.each(siteUrls)('$url: no script of the page but the client entry, and nothing preloaded with it', ({ url }) => {
    const p = page(url)
    expect(p.all(p.is('link', { rel: 'modulepreload' })), `${url}: preloads`).toEqual([])
    const external = p.all(p.is('script', { src: true })).map((script) => p.attr(script, 'src'))
    expect(external, `${url}: scripts the page loads itself`).toEqual([
      expect.stringMatching(/^\/assets\/entries\/renderer_client\.[\w-]+\.js$/),
    ])
  })

  it('favicon.ico, favicon.svg, apple-touch-icon.png and the web manifest with its icons', async () => {
    const p = page('/')
    for (const [rel, href] of [
      ['icon', '/favicon.ico'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
    ])
      expect(p.all(p.is('link', { rel, href })), href).toHaveLength(1)
    // The SVG icon is inside the page, the very mark /favicon.svg serves; the manifest's link is added by the client
    // entry after the first paint (renderer/+client.ts).
    const svgIcon = p.attr(p.one(p.is('link', { rel: 'icon', type: 'image/svg+xml' })), 'href') ?? ''
    expect(svgIcon).toMatch(/^data:image\/svg\+xml,/)
    const served = await (await fetch(`${site.app().url}/favicon.svg`)).text()
    expect(svgToMiniDataURI.toSrcset(served)).toBe(svgIcon)
    expect(p.all(p.is('link', { rel: 'manifest' }))).toHaveLength(0)
    const ico = await fetch(`${site.app().url}/favicon.ico`)
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    // ICONDIR: reserved 0, type 1 (icon), then the number of images.
    const icoBytes = Buffer.from(await ico.arrayBuffer())
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1])
    expect(icoBytes.readUInt16LE(4)).toBeGreaterThanOrEqual(2)
    expect(await pngSize('/apple-touch-icon.png')).toEqual({ width: 180, height: 180 })
    const manifest = await fetch(`${site.app().url}/manifest.webmanifest`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const { name, icons } = (await manifest.json()) as {
      name: string
      icons: { src: string; sizes: string; type: string }[]
    }
    expect(name).toBe('Fluxa')
    const pngIcons = icons.filter((icon) => icon.type === 'image/png')
    expect(pngIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of pngIcons) {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(await pngSize(icon.src)).toEqual({ width, height })
    }
  })

  it("the home page's Organization JSON-LD carries the logo", async () => {
    const p = page('/en')
    const organization = p
      .all(p.is('script', { type: 'application/ld+json' }))
      .map((script) => JSON.parse(p.text(script)) as Record<string, string>)
      .find((data) => data['@type'] === 'Organization')
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Fluxa' })
    expect(organization?.logo).toMatch(/\/icon-512\.png$/)
    expect(await pngSize(new URL(organization?.logo ?? '').pathname)).toEqual({ width: 512, height: 512 })
  })
})

describe('the footer of every page (docs/pages-and-copy.md)', () => {
  it.each(siteUrls)(
    '$url: Solutions, Methods, Countries and Legal, the social accounts, the year, the disclaimer',
    ({ url, locale }: SiteUrl) => {
      const p = page(url)
      const footer = p.one(p.is('footer'))
      const columns = p.all(p.is('nav'), footer)
      expect(columns.map((nav) => p.attr(nav, 'aria-label'))).toEqual(
        ['nav.solutions', 'nav.methods', 'nav.countries', 'footer.legal'].map((id) => siteText(locale, id)),
      )
      for (const [index, family] of families.filter((family) => family !== 'industries').entries()) {
        // The registry's footer pages of the family, in its order (site/landingPages.test.ts holds them to 4).
        const footerUrls = landingPages
          .filter((e) => e.family === family && 'inFooter' in e && e.inFooter)
          .map((e) => localizePath(landingPath(e), locale))
        expect(p.hrefs(columns[index]), family).toEqual(footerUrls)
      }
      expect(p.hrefs(columns[3])).toEqual(['/privacy', '/terms', '/about-us'].map((path) => localizePath(path, locale)))
      const social = p.one(p.is('ul', { 'aria-label': siteText(locale, 'footer.social') }), footer)
      for (const [name, host] of [
        ['LinkedIn', 'www.linkedin.com'],
        ['Instagram', 'www.instagram.com'],
      ]) {
        const link = p.one(p.is('a', { 'aria-label': name }), social)
        expect(p.attr(link, 'href')).toMatch(new RegExp(`^https://${host.replace(/\./g, '\\.')}/`))
        // Shown as the network's icon, not its name.
        expect(p.all(p.is('svg'), link)).toHaveLength(1)
        expect(p.text(link)).toBe('')
      }
      expect(p.text(footer)).toContain(`© ${year} Fluxa`)
      // The disclaimer: the aside right after the footer.
      const next = p.nextElement(footer)
      expect(next?.name).toBe('aside')
      expect(p.text(next ?? [])).toBe(siteText(locale, 'disclaimer.text'))
    },
  )
})

describe("the contact form's fields", () => {
  // Each text takes no more than the server accepts, so an entry that looks valid is never refused after the captcha.
  it.each(siteUrls.filter(({ status }) => status === 200))('$url: each text field carries its limit', ({ url }) => {
    const p = page(url)
    const form = p.one(p.is('section', { id: 'contact' }))
    const limits = Object.fromEntries(
      contactContract.texts.map((name) => {
        const field = p.one(
          (element) => ['input', 'textarea'].includes(element.name) && p.attr(element, 'name') === name,
          form,
        )
        return [name, Number(p.attr(field, 'maxlength'))]
      }),
    )
    expect(limits).toEqual(contactContract.maxLength)
  })

  // Nobody would guess the message's limit: it is written under the field, which names it as its description.
  it.each(siteUrls.filter(({ status }) => status === 200))('$url: the message says its limit under it', ({ url }) => {
    const p = page(url)
    const message = p.one(p.is('textarea', { name: 'message' }))
    const hintId = (p.attr(message, 'aria-describedby') ?? '').split(' ')[0]
    const hint = p.all(p.is('*', { id: hintId }))
    expect(hint, `${url}: the message's description`).toHaveLength(1)
    expect(p.text(hint[0]).replace(/\D/g, '')).toBe(String(contactContract.maxLength.message))
  })
})

describe('the blocks pages share', () => {
  /** The billboard's figures, the three info sections and the contact section's heading. */
  function checkSharedSections(p: Served, locale: Locale, contactHeading: string) {
    const billboard = p.one(p.is('*', { 'data-shared-block': 'billboard' }))
    expect(p.text(p.one(p.is('*', { id: p.attr(billboard, 'aria-labelledby') ?? '' })))).toBe(
      shared.billboard.heading[locale],
    )
    expect(p.text(billboard)).toContain(locale === 'en-US' ? '7.3%' : '7,3%')
    expect(p.text(billboard)).toContain(locale === 'en-US' ? '52.7' : '52,7')
    const info = p.one(p.is('*', { 'data-shared-block': 'info' }))
    expect(p.all(p.is('h2'), info).map((h2) => p.text(h2))).toEqual(
      (['freedom', 'stablecoin', 'technology'] as const).map((key) => shared.info[key].title[locale]),
    )
    const contact = p.one(p.is('section', { id: 'contact' }))
    expect(p.text(p.all(p.is('h2'), contact)[0])).toBe(contactHeading)
  }

  it.each(locales)('the home page (%s): its badges, cards, figures, shared blocks and JSON-LD', (locale) => {
    const p = pageAt('/', locale)
    const main = p.one(p.is('main'))
    const demo = p.all(p.is('a', { 'data-cta': 'contact' }), main)[0]
    expect(p.text(demo)).toBe(siteText(locale, 'cta.requestDemo'))
    if (locale === 'en-US') expect(p.text(demo)).toBe('Request Demo')
    expect(p.all(p.is('li'), byTestId(p, 'hero-badges')).map((li) => p.text(li))).toEqual([
      'PIX',
      'SPEI',
      'SEPA',
      'SWIFT',
      'USD',
      'EUR',
      'BRL',
    ])
    const grid = byTestId(p, 'benefit-grid')[0]
    expect(p.all(p.is('h3'), grid).map((h3) => p.text(h3))).toEqual(home.benefits.cards.map((c) => c.title[locale]))
    // The payout countries (50+) sit in the figure strip under the hero, drawn from the facts.
    const strip = p.text(byTestId(p, 'figure-strip'))
    expect(strip).toContain(figureFacts.payoutCountries.value[locale])
    expect(strip).toContain('50')
    checkSharedSections(p, locale, siteText(locale, 'contact.heading'))
    expect(jsonLdTypes(p)).toEqual(['Organization', 'FAQPage'])
  })

  it.each(landingPages.flatMap((entry) => locales.map((locale) => ({ entry, locale, path: landingPath(entry) }))))(
    '$path ($locale): badges from the facts, Talk to Sales, the shared blocks, BreadcrumbList and FAQPage',
    ({ entry, locale, path }) => {
      const p = pageAt(path, locale)
      const record = landingRecordOf(entry)
      // Badges name facts by id: what they show is the facts registry's label.
      expect(p.all(p.is('li'), byTestId(p, 'hero-badges')).map((li) => p.text(li))).toEqual(
        entry.badges.map((badge) => factLabel(badge, locale)),
      )
      // The hero's call-to-action on every template page.
      const cta = p.all(p.is('a', { 'data-cta': 'contact' }), p.one(p.is('main')))[0]
      expect(p.text(cta)).toBe(locale === 'en-US' ? 'Talk to Sales' : 'Falar com Vendas')
      checkSharedSections(p, locale, record.contact.heading[locale])
      // Only the home page describes the Organization.
      expect(jsonLdTypes(p)).toEqual(['BreadcrumbList', 'FAQPage'])
    },
  )

  it.each(landingPages.flatMap((entry) => locales.map((locale) => ({ entry, locale, path: landingPath(entry) }))))(
    '$path ($locale): the facts at a glance, a table with a caption and a header per row, before the questions',
    ({ entry, locale, path }) => {
      const p = pageAt(path, locale)
      const [table] = p.all(p.is('table'), byTestId(p, 'facts-at-a-glance')[0])
      expect(p.text(p.one(p.is('caption'), table))).toContain(landingPageName(entry, locale))
      const rows = p.all(p.is('tr'), table).map((tr) => ({
        header: p.all(p.is('th', { scope: 'row' }), tr).map((th) => p.text(th)),
        values: p.all(p.is('li'), tr).map((li) => p.text(li)),
      }))
      for (const row of rows) expect(row.header, 'one header per row').toHaveLength(1)
      const valuesOf = (id: string) => rows.find((row) => row.header[0] === siteText(locale, id))?.values
      expect(valuesOf('glance.settles')).toEqual(['USD', 'EUR', 'CNY', 'BRL', 'MXN', 'USDT', 'USDC', 'BTC'])
      expect(valuesOf('glance.rails')).toEqual(['SWIFT', 'SEPA', 'CIPS', locale === 'en-US' ? 'Crypto' : 'Cripto'])
      expect(valuesOf('glance.who')).toEqual([trustFacts.merchantsOnly[locale], trustFacts.verifiedOnly[locale]])
      // What a buyer reads first: how the payer pays and in what, as the facts pair them.
      const payers: Partial<Record<string, { paysWith: string[]; paysIn: string[] }>> = {
        'countries/brazil': { paysWith: ['PIX', factLabel('method:cards', locale)], paysIn: ['BRL'] },
        'countries/mexico': { paysWith: ['SPEI'], paysIn: ['MXN'] },
        'countries/colombia': { paysWith: ['Transfiya'], paysIn: ['COP'] },
        'countries/argentina': { paysWith: ['USDT'], paysIn: ['USDT'] },
      }
      const payer = payers[`${entry.family}/${entry.slug}`]
      if (payer) {
        expect(valuesOf('glance.paysWith')).toEqual(payer.paysWith)
        expect(valuesOf('glance.paysIn')).toEqual(payer.paysIn)
      }
      const methodCountry: Partial<Record<string, CountryId>> = {
        pix: 'brazil',
        cards: 'brazil',
        spei: 'mexico',
        transfiya: 'colombia',
        usdt: 'argentina',
      }
      const country = entry.family === 'methods' ? methodCountry[entry.slug] : undefined
      if (country) expect(valuesOf('glance.where')).toEqual([factLabel(`country:${country}`, locale)])
      // Installments only where cards are paid: Brazil.
      const installments = valuesOf('glance.installments')
      if (entry.slug === 'brazil' || entry.slug === 'cards')
        expect(installments).toEqual([factLabel('installments', locale)])
      if (
        entry.family !== 'industries' &&
        entry.family !== 'solutions' &&
        entry.slug !== 'brazil' &&
        entry.slug !== 'cards'
      )
        expect(installments).toBeUndefined()
    },
  )

  it.each(locales)(
    'About (%s): the trust band from the facts registry, its statements said once, no questions',
    (locale) => {
      const p = pageAt('/about-us', locale)
      const band = byTestId(p, 'trust-band')
      expect(p.all(p.is('li'), band).map((li) => p.text(li))).toEqual(
        trustBandStatements.map((id) => trustFacts[id][locale]),
      )
      const body = p.text(p.one(p.is('main'))).toLowerCase()
      for (const id of trustBandStatements) expect(body.split(trustFacts[id][locale].toLowerCase()).length - 1).toBe(1)
      expect(byTestId(p, 'faq')).toEqual([])
      expect(p.all(p.is('li'), byTestId(p, 'about-services'))).toHaveLength(aboutUs.whatWeDo.items.length)
    },
  )
})

describe('visuals and icons (docs/brand.md)', () => {
  it.each(locales)('%s: no two heroes draw the same visual or share a description', (locale) => {
    const drawings = new Map<string, string>()
    const alts = new Map<string, string>()
    for (const path of withVisual) {
      const p = pageAt(path, locale)
      const [visual] = byTestId(p, 'hero-visual')
      expect(visual, path).toBeDefined()
      const markup = p.markup(visual)
      const alt = p.attr(visual, 'aria-label') ?? ''
      expect(p.attr(visual, 'role')).toBe('img')
      expect(drawings.get(markup), `${path} draws the same visual as`).toBeUndefined()
      expect(alts.get(alt), `${path} has the same description as`).toBeUndefined()
      drawings.set(markup, path)
      alts.set(alt, path)
    }
    expect(drawings.size).toBe(28)
  })

  it("home draws the network, About the company's own scene with its stablecoins, and PIX's description differs by language", () => {
    const visual = (path: string, locale: Locale) => byTestId(pageAt(path, locale), 'hero-visual')[0]
    const p = pageAt('/', 'pt-BR')
    expect(p.attr(visual('/', 'pt-BR'), 'data-visual')).toBe('network')
    expect(p.attr(visual('/about-us', 'pt-BR'), 'data-visual')).toBe('company')
    expect(p.attr(visual('/about-us', 'pt-BR'), 'aria-label')).toMatch(/USDC/)
    const [portuguese, english] = locales.map((locale) => p.attr(visual('/methods/pix', locale), 'aria-label') ?? '')
    expect(portuguese).toContain('PIX')
    expect(english).toContain('PIX')
    expect(portuguese).not.toBe(english)
  })

  it.each(ok)(
    '$url: every card draws its icon, hidden from assistive technology; the info sections are drawn',
    ({ url, logicalPath }) => {
      const p = page(url)
      const cards = ['benefit-grid', 'about-services', 'about-values'].flatMap((id) =>
        byTestId(p, id).flatMap((grid) => p.children(grid, p.is('li'))),
      )
      for (const card of cards) {
        const title = p.text(p.all(p.is('h3'), card))
        const [svg] = p.all(p.is('svg'), card)
        expect(svg, `${title}: icon`).toBeDefined()
        // Decorative: the card's title says what it means, so a screen reader does not announce an extra image.
        expect(p.closest(svg, p.is('*', { 'aria-hidden': 'true' })), `${title}: icon hidden`).toBeDefined()
      }
      const hasCards = logicalPath === '/' || logicalPath === '/about-us' || templatePaths.has(logicalPath)
      if (hasCards) expect(cards.length).toBeGreaterThanOrEqual(3)
      if (withVisual.includes(logicalPath)) {
        const arts = byTestId(p, 'info-illustration')
        expect(arts).toHaveLength(3)
        for (const art of arts) expect(p.attr(art, 'aria-hidden')).toBe('true')
      }
    },
  )

  it('no two template pages show the same icons in the same order', () => {
    const seen = new Map<string, string>()
    for (const entry of landingPages) {
      const path = landingPath(entry)
      const p = pageAt(path, 'pt-BR')
      const icons = p
        .all(p.is('*', { 'data-icon': true }), byTestId(p, 'benefit-grid'))
        .map((tile) => p.attr(tile, 'data-icon'))
        .join(',')
      expect(seen.get(icons), `${path} has the icons of ${seen.get(icons)}`).toBeUndefined()
      seen.set(icons, path)
    }
  })
})

describe('the 404 page', () => {
  it.each(notFound)('$url: home, and every page of each family', ({ url, locale }) => {
    const p = page(url)
    const main = p.one(p.is('main'))
    const back = p.all(p.is('a', { href: localizePath('/', locale) }), main)
    expect(back.map((a) => p.text(a))).toContain(siteText(locale, 'notFound.backHome'))
    const suggestions = p.one(p.is('section', { 'aria-labelledby': 'error-suggestions' }), main)
    expect(p.text(p.one(p.is('h2', { id: 'error-suggestions' }), suggestions))).toBe(
      siteText(locale, 'notFound.suggestions'),
    )
    const headings = p.all((e) => /^h[3-6]$/.test(e.name), suggestions).map((h) => p.text(h))
    for (const family of families) expect(headings).toContain(siteText(locale, `nav.${family}`))
    const hrefs = p.hrefs(suggestions)
    expect(new Set(hrefs)).toEqual(new Set(landingPages.map((entry) => localizePath(landingPath(entry), locale))))
  })
})
