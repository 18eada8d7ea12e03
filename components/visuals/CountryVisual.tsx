import { theme } from '../theme.ts'
import type { CountryId } from '../../site/facts/countryFacts.ts'
import { collectedCurrency } from '../../site/facts/collectedCurrency.ts'
import { countryMethods } from '../../site/facts/methodFacts.ts'
import { countryPoint, DotMap } from './DotMap.tsx'
import { Chip, Label, Panel } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

type CountryProps = VisualProps & { country: CountryId }

/**
 * A country page: the region with the country lit, and a card of how people there pay and the currency its local
 * methods collect, from the facts registry. A country with no local fiat method (Argentina) shows USDT and the ramp,
 * and no currency.
 */
export function CountryVisual({ country, accent, t, fact }: CountryProps) {
  const local = countryMethods(country)
  const currency = collectedCurrency(country)
  const chips =
    local.length > 0 ? local.map((method) => fact(`method:${method}`)) : [fact('method:usdt'), t(visualMessages.ramp)]
  const { cx, cy, code } = countryPoint(country, 18, 32)
  const panel = { x: 282, y: 118, width: 184, height: 196 }
  return (
    <g>
      <DotMap x={18} y={32} lit={[country]} accent={accent} />
      <path
        d={`M${cx} ${cy} C${cx + 60} ${cy} ${panel.x - 60} ${panel.y + 40} ${panel.x} ${panel.y + 40}`}
        fill="none"
        stroke={accent}
        strokeWidth={2}
        strokeDasharray="5 6"
      />
      <circle cx={cx} cy={cy} r={16} fill={accent} opacity={0.3} />
      <circle cx={cx} cy={cy} r={9} fill={theme.color.navyDeep} stroke={accent} strokeWidth={3} />
      <Panel {...panel}>
        <rect x={panel.x + 18} y={panel.y + 18} width={34} height={24} rx={6} fill={accent} />
        <Label x={panel.x + 35} y={panel.y + 35} size={12} weight={800} anchor="middle" fill={theme.color.navyDeep}>
          {code}
        </Label>
        <Label x={panel.x + 62} y={panel.y + 36} size={16} weight={800}>
          {fact(`country:${country}`)}
        </Label>
        <Label x={panel.x + 18} y={panel.y + 72} size={11} fill={theme.visual.muted}>
          {t(visualMessages.localMethods)}
        </Label>
        {chips.map((chip, index) => (
          <Chip
            key={chip}
            x={panel.x + 18}
            y={panel.y + 82 + index * 36}
            label={chip}
            accent={accent}
            solid={index === 0}
          />
        ))}
        {currency && (
          <>
            <Label x={panel.x + 18} y={panel.y + 170} size={11} fill={theme.visual.muted}>
              {t(visualMessages.collects)}
            </Label>
            <Label x={panel.x + 166} y={panel.y + 170} size={14} weight={800} anchor="end">
              {currency}
            </Label>
          </>
        )}
      </Panel>
    </g>
  )
}
