import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

// axe-core (a dev dependency). Evaluated through the DevTools protocol, so the page's CSP (no
// inline script) does not stop it, with or without the page's JavaScript.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string | null; nodes: string[] }

/** The WCAG 2.2 A/AA violations axe finds in `selector` (the whole page by default), as id, impact and targets. */
export async function runAxe(page: Page, selector = 'html'): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  const json = await page.evaluate(
    `axe.run(${JSON.stringify(selector)}, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })` +
      `.then((r) => JSON.stringify(r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }))))`,
  )
  const parsed: unknown = JSON.parse(String(json))
  return Array.isArray(parsed)
    ? parsed.map((item) => ({
        id: String(item.id),
        impact: item.impact ?? null,
        nodes: Array.isArray(item.nodes) ? item.nodes.map(String) : [],
      }))
    : []
}
