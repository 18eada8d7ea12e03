import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { interLatinSubsetFile, subsetInterLatin } from '../../build/font/subsetInterLatin.ts'
import { fontFaceCss } from '../../components/brand/fontFaceCss.ts'
import { interLatinSubset } from '../../components/brand/interLatinSubset.ts'

describe("the first screen's font file (components/brand/interLatinSubset.ts)", () => {
  it('is what `npm run font:subset` makes from the installed Inter and the listed characters', async () => {
    // Fails when the list, the weights or @fontsource-variable/inter change and the file was not remade.
    expect((await subsetInterLatin()).equals(readFileSync(interLatinSubsetFile))).toBe(true)
  })

  // Lighthouse's slow 4G sends 20 segments (29,200 bytes) in a round trip once the page has warmed the connection;
  // the file's response headers take about 0.9 KB of that.
  it('fits one round trip of a warm slow connection with its headers (under 28 KB), about 55 % of the whole file', () => {
    const size = readFileSync(interLatinSubsetFile).length
    const whole = readFileSync(
      new URL(import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')),
    )
    expect(size).toBeLessThan(28_000)
    expect(size / whole.length).toBeLessThan(0.6)
  })

  it('is declared with the characters and weights it holds, so the browser never asks it for others', () => {
    const { min, max } = interLatinSubset.weights
    const face = /@font-face\{[^}]*inter-latin-wght-400-800[^}]*\}/.exec(fontFaceCss)?.[0]
    expect(face).toContain(`font-weight:${min} ${max};`)
    expect(face).toContain(`unicode-range:${interLatinSubset.unicodeRange};`)
  })
})
