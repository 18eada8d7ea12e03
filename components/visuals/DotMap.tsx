import type { CountryId } from '../../site/facts/countryFacts.ts'
import { theme } from '../theme.ts'
import { countryCentres, latinAmericaDots } from './latinAmericaDots.ts'
import { svgNumber } from './svgNumber.ts'

export const dotPitch = 13

/** A dot as path text: two half-circle arcs from its left edge. */
const dot = (cx: number, cy: number, r: number) =>
  `M${svgNumber(cx - r)} ${svgNumber(cy)}a${r} ${r} 0 1 0 ${svgNumber(2 * r)} 0a${r} ${r} 0 1 0 ${svgNumber(-2 * r)} 0`

/**
 * The region as dots; the countries in `lit` glow in the accent, the rest of the land stays dim. Two paths, not 150
 * circles: the dots never overlap, and one element per colour keeps the page's first style and layout short.
 */
export function DotMap({ x, y, lit, accent }: { x: number; y: number; lit: readonly CountryId[]; accent: string }) {
  const dots = latinAmericaDots.map(({ col, row, country }) => ({
    cx: x + col * dotPitch,
    cy: y + row * dotPitch,
    on: country !== undefined && lit.includes(country),
  }))
  const path = (on: boolean, r: number) =>
    dots
      .filter((d) => d.on === on)
      .map((d) => dot(d.cx, d.cy, r))
      .join('')
  return (
    <g>
      <path d={path(false, 3.2)} fill={theme.visual.dot} />
      <path d={path(true, 4)} fill={accent} />
    </g>
  )
}

/** The centre of a country on a DotMap drawn at (x, y). */
export function countryPoint(country: CountryId, x: number, y: number): { cx: number; cy: number; code: string } {
  const { col, row, code } = countryCentres[country]
  return { cx: x + col * dotPitch, cy: y + row * dotPitch, code }
}
