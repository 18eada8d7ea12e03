// `npm run bench:screens -- <set>`: the screenshot sheet. Full-page Chromium screenshots of the pages a reviewer
// judges, at 1440 and 390 px, into test-results/screens/<set>/ (e.g. `before` from main's build, `after` from the
// change's), for a person to look at side by side: nothing is asserted. Needs a build (`npm run build`).
// SCREENS_PORT (a free port).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { startPrerenderedSite } from '../support/startPrerenderedSite.ts'

const pages = [
  '/',
  '/methods/pix',
  '/methods/usdt',
  '/countries/argentina',
  '/countries/mexico',
  '/industries/betting',
  '/industries/gaming',
  '/industries/payroll',
  '/solutions/cross-border',
  '/solutions/fx-desk',
  '/about-us',
  '/en/methods/pix',
  '/en/countries/colombia',
  '/en/industries/ecommerce',
  '/en/no-such-page',
]
const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
]

const set = process.argv[2]
if (!set || !/^[\w-]+$/u.test(set)) throw new Error('usage: npm run bench:screens -- <before|after|…>')
const dir = path.resolve('test-results/screens', set)
mkdirSync(dir, { recursive: true })

ensureBuilt()
const site = await startPrerenderedSite({ PORT: process.env.SCREENS_PORT ?? '0', HOST: '127.0.0.1' })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  for (const { name, viewport, phone } of widths) {
    const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 })
    const page = await context.newPage()
    for (const url of pages) {
      await page.goto(`${site.url}${url}`, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      const file = path.join(dir, `${url === '/' ? 'home' : url.slice(1).replaceAll('/', '_')}-${name}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(path.relative(process.cwd(), file))
      // The hero's visual alone, at the size the page draws it: the part a full page shrinks out of sight.
      const visual = page.getByTestId('hero-visual')
      if ((await visual.count()) > 0) await visual.screenshot({ path: file.replace(/\.png$/u, '-visual.png') })
    }
    await context.close()
  }
} finally {
  await browser.close()
  await site.stop()
}
