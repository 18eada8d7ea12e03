import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import helvetica from '@capsizecss/metrics/helvetica'
import inter from '@capsizecss/metrics/inter'
import { interFontFiles } from './interFontFiles.ts'

// Fallback faces sized to Inter's metrics (capsize computes size-adjust and the ascent, descent and line-gap
// overrides), so text set in the fallback takes the same room as Inter and nothing moves when Inter arrives.
const { fontFaces } = createFontStack([{ ...inter, familyName: 'Inter Variable' }, arial, helvetica], {
  fontFaceFormat: 'styleObject',
})

// Liberation Sans and Arimo share Arial's metrics: the same overrides fit them (Linux has no Arial).
const metricCompatible: Record<string, string> = { Arial: ", local('Liberation Sans'), local('Arimo')" }

const declaration = (property: string, value: string | number) =>
  `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value};`

const fallbackCss = fontFaces
  .map(({ '@font-face': face }) => {
    const extra = Object.entries(metricCompatible).find(([name]) => face.src?.includes(`local('${name}')`))?.[1] ?? ''
    const properties = Object.entries({ ...face, src: `${face.src ?? ''}${extra}` }).filter(
      ([, value]) => value !== undefined,
    )
    return `@font-face{${properties.map(([property, value]) => declaration(property, String(value))).join('')}}`
  })
  .join('')

const interCss = Object.values(interFontFiles)
  .map(
    ({ url, unicodeRange, weight }) =>
      `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2-variations');unicode-range:${unicodeRange};}`,
  )
  .join('')

/** The @font-face rules of the brand typeface and its metric-matched fallbacks (see theme.font.sans). */
export const fontFaceCss = interCss + fallbackCss
