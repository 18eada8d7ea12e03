import { countryFacts, countryIds } from '../../site/facts/countryFacts.ts'
import { theme } from '../theme.ts'
import { countryPoint, DotMap } from './DotMap.tsx'
import { Chip, Label } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

// Every served country, north to south (the order their paths and labels are drawn in).
const countries = countryIds.toSorted((a, b) => countryFacts[a].map.row - countryFacts[b].map.row)
const hub = { cx: 300, cy: 205 }

/** Home: the served countries flowing through one hub to the settlement currencies. */
export function NetworkVisual({ settle, accent, t }: VisualProps & { settle: readonly string[] }) {
  const chipTop = 205 - ((settle.length - 1) * 46) / 2 - 14
  return (
    <g>
      <DotMap x={18} y={32} lit={countries} accent={accent} />
      {countries.map((country) => {
        const { cx, cy } = countryPoint(country, 18, 32)
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
          d={`M${hub.cx} ${hub.cy} C${hub.cx + 40} ${hub.cy} ${340} ${chipTop + index * 46 + 14} ${372} ${chipTop + index * 46 + 14}`}
          fill="none"
          stroke={theme.color.onDarkSoft}
          strokeWidth={1.5}
          opacity={0.6}
        />
      ))}
      {countries.map((country) => {
        const { cx, cy, code } = countryPoint(country, 18, 32)
        return (
          <g key={country}>
            <circle cx={cx} cy={cy} r={9} fill={theme.color.navyDeep} stroke={accent} strokeWidth={3} />
            <Chip x={cx + 12} y={cy - 30} label={code} accent={accent} solid size={11} />
          </g>
        )
      })}
      <circle cx={hub.cx} cy={hub.cy} r={30} fill={accent} opacity={0.25} />
      <circle cx={hub.cx} cy={hub.cy} r={20} fill={accent} />
      <path
        d={`M${hub.cx - 8} ${hub.cy - 4} h16 l-5 -5 M${hub.cx + 8} ${hub.cy + 4} h-16 l5 5`}
        fill="none"
        stroke={theme.color.navyDeep}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Label x={372} y={chipTop - 14} fill={theme.color.onDarkSoft} size={12}>
        {t(visualMessages.settlement)}
      </Label>
      {settle.map((code, index) => (
        <Chip key={code} x={372} y={chipTop + index * 46} label={code} accent={accent} solid={index === 0} />
      ))}
    </g>
  )
}
