import { countryFacts, countryIds } from '../../site/facts/countryFacts.ts'
import { theme } from '../theme.ts'
import { countryPoint, DotMap } from './DotMap.tsx'
import { Chip, ExchangeEmblem, Label } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

// Every served country, north to south (the order their paths and labels are drawn in).
const countries = countryIds.toSorted((a, b) => countryFacts[a].map.row - countryFacts[b].map.row)
const hub = { cx: 300, cy: 205 }
const map = { x: 6, y: 22, pitch: 14 }
const chipPitch = 50

/** Home: the served countries flowing through one hub to the settlement currencies. */
export function NetworkVisual({ settle, accent, t }: VisualProps & { settle: readonly string[] }) {
  const chipTop = hub.cy - ((settle.length - 1) * chipPitch) / 2 - 16
  return (
    <g>
      <DotMap {...map} lit={countries} accent={accent} />
      {countries.map((country) => {
        const { cx, cy } = countryPoint(country, map.x, map.y, map.pitch)
        return (
          <path
            key={country}
            d={`M${cx} ${cy} Q${(cx + hub.cx) / 2} ${Math.min(cy, hub.cy) - 60} ${hub.cx} ${hub.cy}`}
            fill="none"
            stroke={accent}
            strokeWidth={2}
            strokeDasharray="5 6"
            opacity={0.85}
          />
        )
      })}
      {settle.map((code, index) => (
        <path
          key={code}
          d={`M${hub.cx} ${hub.cy} C${hub.cx + 40} ${hub.cy} ${340} ${chipTop + index * chipPitch + 16} ${372} ${chipTop + index * chipPitch + 16}`}
          fill="none"
          stroke={theme.color.onDarkSoft}
          strokeWidth={1.5}
          opacity={0.6}
        />
      ))}
      {countries.map((country) => {
        const { cx, cy, code } = countryPoint(country, map.x, map.y, map.pitch)
        return (
          <g key={country}>
            <circle cx={cx} cy={cy} r={9} fill={theme.color.navyDeep} stroke={accent} strokeWidth={3} />
            <Chip x={cx + 12} y={cy - 36} label={code} accent={accent} solid />
          </g>
        )
      })}
      <ExchangeEmblem cx={hub.cx} cy={hub.cy} r={30} accent={accent} />
      <Label x={372} y={chipTop - 14} fill={theme.color.onDarkSoft}>
        {t(visualMessages.settlement)}
      </Label>
      {settle.map((code, index) => (
        <Chip key={code} x={372} y={chipTop + index * chipPitch} label={code} accent={accent} solid={index === 0} />
      ))}
    </g>
  )
}
