import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { interLatinSubset } from '../../components/brand/interLatinSubset.ts'
import { unicodeRangeCodePoints } from './unicodeRangeCodePoints.ts'

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
