import { ArrowLeftRight } from '../icons.ts'
import type { HeroVisual } from '../../site/heroVisual.ts'
import { theme } from '../theme.ts'
import { Chip, Label, Panel, textWidth } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/**
 * The FX desk: currency pairs, each with the rail it settles over. No rate, no lock and no chart of a rate moving:
 * the page offers no live rates, and a picture of one would claim them (docs/pages-and-copy.md).
 */
export function RateCardVisual({
  pairs,
  accent,
  t,
  fact,
}: VisualProps & { pairs: Extract<HeroVisual, { kind: 'rateCard' }>['pairs'] }) {
  const railCaption = t(visualMessages.rail)
  return (
    <Panel x={36} y={30} width={408} height={340}>
      <Label x={62} y={72} size={17} weight={800}>
        {t(visualMessages.fxDesk)}
      </Label>
      <Label x={418} y={72} size={11} anchor="end" fill={theme.visual.muted}>
        {railCaption}
      </Label>
      {pairs.map(([base, quote, rail], index) => {
        const y = 92 + index * 42
        return (
          <g key={`${base}${quote}`}>
            {index === 0 && <rect x={50} y={y - 6} width={380} height={38} rx={10} fill={accent} opacity={0.16} />}
            <Label x={64} y={y + 18} size={14} weight={700}>
              {`${base}/${quote}`}
            </Label>
            <Chip
              x={418 - textWidth(fact(`rail:${rail}`), 11) - 24}
              y={y - 1}
              label={fact(`rail:${rail}`)}
              accent={accent}
              size={11}
            />
          </g>
        )
      })}
      <rect x={62} y={312} width={356} height={38} rx={10} fill={accent} />
      <ArrowLeftRight x={196} y={322} width={18} height={18} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={222} y={336} size={14} weight={700} fill={theme.color.navyDeep}>
        {t(visualMessages.convert)}
      </Label>
    </Panel>
  )
}
