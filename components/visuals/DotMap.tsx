import { countryFacts, type CountryId } from '../../site/facts/countryFacts.ts'
import { theme } from '../theme.ts'
import { latinAmericaDots } from './latinAmericaDots.ts'
import { strokesPath } from './strokesPath.ts'

/** The distance between dots at the map's usual size, in the drawing's units. */
const defaultPitch = 13

/**
 * The region as dots; the countries in `lit` glow in the accent, the rest of the land stays dim. Two paths, not 150
 * circles: the dots never overlap, and one element per colour keeps the page's first style and layout short.
 */
export function DotMap({
  x,
  y,
  lit,
  accent,
  pitch = defaultPitch,
}: {
  x: number
  y: number
  lit: readonly CountryId[]
  accent: string
  pitch?: number
}) {
  const dots = latinAmericaDots.map(({ col, row, country }) => ({
    cx: x + col * pitch,
    cy: y + row * pitch,
    on: country !== undefined && lit.includes(country),
  }))
  // Each dot a zero-length stroke whose round caps draw a disc as wide as the stroke.
  const path = (on: boolean) =>
    strokesPath(dots.filter((d) => d.on === on).map((d) => ({ x: d.cx, y: d.cy, length: 0 })))
  return (
    <g fill="none" strokeLinecap="round">
      <path d={path(false)} stroke={theme.visual.dot} strokeWidth={pitch * 0.49} />
      <path d={path(true)} stroke={accent} strokeWidth={pitch * 0.62} />
    </g>
  )
}

/** The centre of a country on a DotMap drawn at (x, y) with its dots `pitch` apart (its fact's `map`), and its ISO code. */
export function countryPoint(
  country: CountryId,
  x: number,
  y: number,
  pitch = defaultPitch,
): { cx: number; cy: number; code: string } {
  const { map, iso } = countryFacts[country]
  return { cx: x + map.col * pitch, cy: y + map.row * pitch, code: iso }
}
