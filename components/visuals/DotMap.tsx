import type { CountryId } from '../../site/facts/countryFacts.ts'
import { theme } from '../theme.ts'
import { countryCentres, latinAmericaDots } from './latinAmericaDots.ts'

export const dotPitch = 13

/** The region as dots; the countries in `lit` glow in the accent, the rest of the land stays dim. */
export function DotMap({ x, y, lit, accent }: { x: number; y: number; lit: readonly CountryId[]; accent: string }) {
  return (
    <g>
      {latinAmericaDots.map(({ col, row, country }) => {
        const on = country !== undefined && lit.includes(country)
        return (
          <circle
            key={`${col}-${row}`}
            cx={x + col * dotPitch}
            cy={y + row * dotPitch}
            r={on ? 4 : 3.2}
            fill={on ? accent : theme.visual.dot}
          />
        )
      })}
    </g>
  )
}

/** The centre of a country on a DotMap drawn at (x, y). */
export function countryPoint(country: CountryId, x: number, y: number): { cx: number; cy: number; code: string } {
  const { col, row, code } = countryCentres[country]
  return { cx: x + col * dotPitch, cy: y + row * dotPitch, code }
}
