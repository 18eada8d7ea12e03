import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { BenefitGrid } from './BenefitGrid.tsx'

/** Renders the grid with n cards and returns its HTML and the CSS the server would put in <head>. */
function render(n: number) {
  const benefits = Array.from({ length: n }, (_, i) => ({
    icon: 'Zap' as const,
    title: `Benefit ${i + 1}`,
    description: `Description ${i + 1}`,
  }))
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(sheet.collectStyles(<BenefitGrid benefits={benefits} />))
    return { html, css: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}

describe('BenefitGrid (docs/pages-and-copy.md: 3 columns for up to 6 cards, 4 for more)', () => {
  for (let n = 1; n <= 10; n++) {
    it(`${n} card${n > 1 ? 's' : ''} → ${n > 6 ? 4 : 3} columns on wide screens`, () => {
      const { html, css } = render(n)
      expect(html.match(/<li/g)).toHaveLength(n)
      // Every card carries its icon, drawn on the server.
      expect(html.match(/<svg/g)).toHaveLength(n)
      const wide = /@media \(min-width: ?1024px\)\{[^}]*grid-template-columns:repeat\((\d), ?1fr\)/.exec(css)
      expect(wide?.[1], css).toBe(String(n > 6 ? 4 : 3))
    })
  }
})
