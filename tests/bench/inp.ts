// `npm run bench:inp`: Interaction to Next Paint on a 4× slowed CPU (CDP Emulation.setCPUThrottlingRate), against the
// production server. A visitor opens a page and, without waiting for any script, uses the header's menus, the
// language toggle (its tooltip, by keyboard: a click would leave the page), the mobile menu's toggle and types in the
// form. Each interaction's latency is the longest Event Timing entry of it (input delay + handlers + the next paint);
// the script prints the worst per run and the long tasks (> 50 ms) of the visit. A measurement: nothing is asserted.
// INP_RUNS (3), INP_CPU (4), INP_PACE_MS (300: the pause between two actions), INP_PORT (a free port).
import { cpus, loadavg } from 'node:os'
import { chromium, type Page } from '@playwright/test'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { startPrerenderedSite } from '../support/startPrerenderedSite.ts'

type Seen = { events: Array<[id: number, duration: number, type: string, target: string]>; longTasks: number[] }
declare global {
  // Event Timing's fields that TypeScript's DOM types do not have yet (w3c.github.io/event-timing).
  interface PerformanceEventTiming {
    readonly interactionId: number
  }
  interface PerformanceObserverInit {
    durationThreshold?: number
  }
  interface Window {
    /** What observe() collected in the page. */
    inpSeen?: Seen
  }
}

type Interaction = { id: number; latency: number; types: string[]; target: string }
type Visit = { interactions: Interaction[]; longTasks: number[] }
type Scenario = {
  name: string
  url: string
  viewport: { width: number; height: number }
  phone: boolean
  act: (page: Page) => Promise<void>
}

const runs = Number(process.env.INP_RUNS ?? 3)
const cpuRate = Number(process.env.INP_CPU ?? 4)
const pace = Number(process.env.INP_PACE_MS ?? 300)
const pause = (page: Page) => page.waitForTimeout(pace)

/** Installed before any page script: every Event Timing entry (≥ 16 ms, the API's floor) and every long task. */
function observe() {
  const seen: Seen = { events: [], longTasks: [] }
  window.inpSeen = seen
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}`
      : ''
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!(entry instanceof PerformanceEventTiming) || !entry.interactionId) continue
      seen.events.push([entry.interactionId, entry.duration, entry.name, describe(entry.target)])
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push(Math.round(entry.duration))
  }).observe({ type: 'longtask', buffered: true })
}

async function typeInForm(page: Page, fields: Array<[selector: string, text: string]>) {
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await pause(page)
  for (const [selector, text] of fields) {
    await page.locator(selector).click()
    await page.keyboard.type(text, { delay: 60 })
    await pause(page)
  }
}

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 800 }

const scenarios: Scenario[] = ['/', '/en/solutions/fx-desk'].flatMap((url) => [
  {
    name: `${url} desktop`,
    url,
    viewport: desktop,
    phone: false,
    act: async (page: Page) => {
      const titles = page.locator('header nav').first().locator('summary, button[aria-controls]')
      // The pointer comes to the first menu and clicks it, then the second, then closes it.
      for (const index of [0, 1, 1]) {
        await titles.nth(index).hover()
        await pause(page)
        await titles.nth(index).click()
        await pause(page)
      }
      await page.keyboard.press('Escape')
      await pause(page)
      // The language toggle by keyboard: its tooltip opens on focus.
      await page.getByTestId('language-toggle').focus()
      await page.keyboard.press('Shift+Tab')
      await pause(page)
      await page.keyboard.press('Tab')
      await pause(page)
      await typeInForm(page, [
        ['#contact-name', 'Bruno Lima'],
        ['#contact-email', 'bruno@example.com'],
        ['#contact-message', 'Pix and cards in Brazil.'],
      ])
    },
  },
  {
    name: `${url} phone`,
    url,
    viewport: phone,
    phone: true,
    act: async (page: Page) => {
      const toggle = page.locator('header').locator('summary:visible, button[aria-controls="mobile-menu"]').first()
      // The menu's toggle: open, close, open, close.
      for (let i = 0; i < 4; i++) {
        await toggle.tap()
        await pause(page)
      }
      await typeInForm(page, [
        ['#contact-name', 'Bruno Lima'],
        ['#contact-message', 'Pix in Brazil.'],
      ])
    },
  },
])

async function visit(origin: string, scenario: Scenario): Promise<Visit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({
      viewport: scenario.viewport,
      isMobile: scenario.phone,
      hasTouch: scenario.phone,
      deviceScaleFactor: scenario.phone ? 2 : 1,
    })
    const page = await context.newPage()
    await page.addInitScript(observe)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    // The visitor acts once the page is on screen, whatever its scripts are doing.
    await page.goto(`${origin}${scenario.url}`, { waitUntil: 'load' })
    await pause(page)
    await scenario.act(page)
    await page.waitForTimeout(1000)
    const seen = await page.evaluate(() => window.inpSeen ?? { events: [], longTasks: [] })
    const byId = new Map<number, Interaction>()
    for (const [id, duration, type, target] of seen.events) {
      const interaction = byId.get(id) ?? { id, latency: 0, types: [], target }
      interaction.latency = Math.max(interaction.latency, duration)
      if (!interaction.types.includes(type)) interaction.types.push(type)
      if (!interaction.target) interaction.target = target
      byId.set(id, interaction)
    }
    return { interactions: [...byId.values()], longTasks: seen.longTasks }
  } finally {
    await browser.close()
  }
}

ensureBuilt()
const site = await startPrerenderedSite({ PORT: process.env.INP_PORT ?? '0', HOST: '127.0.0.1' })
try {
  console.log(
    `INP on a ${cpuRate}× slowed CPU, ${runs} runs per scenario, ${pace} ms between actions; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}\n`,
  )
  console.log('Worst interaction of each run (Event Timing reports only those of 16 ms or more):')
  let worst: (Interaction & { scenario: string }) | undefined
  for (const scenario of scenarios) {
    const lines: string[] = []
    for (let run = 0; run < runs; run++) {
      const { interactions, longTasks } = await visit(site.url, scenario)
      const top = interactions.reduce<Interaction | undefined>(
        (a, b) => (a && a.latency >= b.latency ? a : b),
        undefined,
      )
      if (top && (!worst || top.latency > worst.latency)) worst = { ...top, scenario: scenario.name }
      lines.push(
        `${top ? `${Math.round(top.latency)} ms (${top.types.join('/')} on ${top.target || '?'})` : '< 16 ms'}; ${interactions.length} interactions ≥ 16 ms; long tasks: ${longTasks.length ? longTasks.join(', ') + ' ms' : 'none'}`,
      )
    }
    console.log(`  ${scenario.name}`)
    for (const line of lines) console.log(`    ${line}`)
  }
  console.log(
    `\nWorst interaction: ${worst ? `${Math.round(worst.latency)} ms, ${worst.types.join('/')} on ${worst.target || '?'} (${worst.scenario})` : 'every one under 16 ms'} (goal ≤ 200 ms)`,
  )
} finally {
  await site.stop()
}
