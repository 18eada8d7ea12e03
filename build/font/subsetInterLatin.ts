import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { interLatinSubset } from '../../components/brand/interLatinSubset.ts'

const require = createRequire(import.meta.url)

/** Inter's Latin WOFF2 (from @fontsource-variable/inter) cut to interLatinSubset by HarfBuzz's subsetter. */
export async function subsetInterLatin(): Promise<Buffer> {
  const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))
  const text = String.fromCodePoint(...unicodeRangeCodePoints(interLatinSubset.unicodeRange))
  const { min, max } = interLatinSubset.weights
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min, max, default: min } },
  })
}

/** Where the cut of Inter's Latin file lives: interFontFiles.ts imports it, so the build hashes it like any asset. */
export const interLatinSubsetFile = new URL(
  '../../components/brand/fonts/inter-latin-wght-400-800.woff2',
  import.meta.url,
)

/** The code points of a CSS unicode-range list ("U+0020-007E,U+2022"), in order. */
export function unicodeRangeCodePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    const [first, last] = [parseInt(from, 16), parseInt(to, 16)]
    return Array.from({ length: last - first + 1 }, (_, i) => first + i)
  })
}
