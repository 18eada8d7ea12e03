import { ArrowLeftRight } from '../icons.ts'
import type { HeroVisual } from '../../site/heroVisual.ts'
import { theme } from '../theme.ts'
import { Chip, Label, Panel, textWidth, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

const rows = { top: 96, bottom: 312 }

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
  const step = (rows.bottom - rows.top) / pairs.length
  return (
    <Panel x={24} y={18} width={432} height={362}>
      <Label x={48} y={66} size={visualType.title} weight={800}>
        {t(visualMessages.fxDesk)}
      </Label>
      <Label x={432} y={66} anchor="end" fill={theme.visual.muted}>
        {t(visualMessages.rail)}
      </Label>
      {pairs.map(([base, quote, rail], index) => {
        const middle = rows.top + (index + 0.5) * step
        const railLabel = fact(`rail:${rail}`)
        return (
          <g key={`${base}${quote}`}>
            {index === 0 ? (
              <rect
                x={36}
                y={middle - step / 2 + 2}
                width={408}
                height={step - 4}
                rx={10}
                fill={accent}
                opacity={0.16}
              />
            ) : (
              <line x1={48} x2={432} y1={middle - step / 2} y2={middle - step / 2} stroke={theme.visual.panelLine} />
            )}
            <Label x={48} y={middle + 6} size={18} weight={700}>
              {`${base}/${quote}`}
            </Label>
            <Chip
              x={432 - textWidth(railLabel, visualType.caption) - 24}
              y={middle - 16}
              label={railLabel}
              accent={accent}
            />
          </g>
        )
      })}
      <rect x={48} y={324} width={384} height={40} rx={10} fill={accent} />
      <ArrowLeftRight x={190} y={334} width={20} height={20} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={218} y={350} size={18} weight={700} fill={theme.color.navyDeep}>
        {t(visualMessages.convert)}
      </Label>
    </Panel>
  )
}
