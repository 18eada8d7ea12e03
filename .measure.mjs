import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: process.env.CHROME || undefined })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
for (const url of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:3302' + url)
  const r = await page.evaluate(() => {
    const out = { total: document.documentElement.scrollHeight }
    const q = (s) => document.querySelector(s)
    for (const [k, s] of [['hero', 'main section'], ['grid', '[data-testid="benefit-grid"]'], ['story', '[data-testid="family-story"]'], ['faq', '[data-testid="faq"]'], ['billboard', '[data-shared-block="billboard"]'], ['info', '[data-shared-block="info"]'], ['contact', 'section#contact'], ['footer', 'footer']]) {
      const el = q(s); out[k] = el ? Math.round(el.getBoundingClientRect().height) : null
    }
    out.cards = [...document.querySelectorAll('[data-testid="benefit-grid"] > li')].map((c) => Math.round(c.getBoundingClientRect().height)).join(',')
    out.steps = [...document.querySelectorAll('[data-testid="family-story"] ol > li')].map((c) => Math.round(c.getBoundingClientRect().height)).join(',')
    return out
  })
  console.log(url, JSON.stringify(r))
}
await browser.close()
