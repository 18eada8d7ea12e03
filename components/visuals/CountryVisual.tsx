import type { CountrySlug } from '../../site/heroVisual.ts'
import { theme } from '../theme.ts'
import { countryPoint, DotMap } from './DotMap.tsx'
import { Chip, Label, Panel } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

type CountryProps = VisualProps & {
  country: CountrySlug
  name: string
  methods: readonly string[]
  currency: string
  label: (code: string) => string
}

/** A country page: the region with the country lit, and a card of its local methods and settlement currency. */
export function CountryVisual({ country, name, methods, currency, accent, t, label }: CountryProps) {
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
          {name}
        </Label>
        <Label x={panel.x + 18} y={panel.y + 72} size={11} fill={theme.visual.muted}>
          {t(visualMessages.localMethods)}
        </Label>
        {methods.map((method, index) => (
          <Chip
            key={method}
            x={panel.x + 18}
            y={panel.y + 82 + index * 36}
            label={label(method)}
            accent={accent}
            solid={index === 0}
          />
        ))}
        <Label x={panel.x + 18} y={panel.y + 170} size={11} fill={theme.visual.muted}>
          {t(visualMessages.currency)}
        </Label>
        <Label x={panel.x + 166} y={panel.y + 170} size={14} weight={800} anchor="end">
          {currency}
        </Label>
      </Panel>
    </g>
  )
}
