import type { ServerStyleSheet } from 'styled-components'

/**
 * styled-components' server sheet as `<style data-styled="active">`: its rules without the markers that let the
 * browser's styled-components take the sheet over (0.8 KB of every page's first round trip). "active" is the mark
 * styled-components gives a sheet of its own, so in the browser it leaves this one alone and writes what the
 * hydrated parts render into a sheet right after it: the same rules again, in the same order among themselves, so
 * nothing on the page changes (tests/e2e/islands.spec.ts compares every element's computed style before and after).
 */
export function activeStyleTag(sheet: ServerStyleSheet): string {
  const tag = sheet.instance.getTag()
  let css = ''
  for (let group = 0; group < tag.length; group++) css += tag.getGroup(group)
  // Each rule ends with styled-components' splitter comment, which only its takeover reads.
  return `<style data-styled="active">${css.replaceAll('/*!sc*/\n', '')}</style>`
}
