import { Lock } from 'lucide-react'
import { theme } from '../theme.ts'
import { Label, Panel, Skeleton } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/** A gentle zigzag per row: the shape of a rate moving, no figures. */
const spark = (row: number) =>
  Array.from(
    { length: 9 },
    (_, i) => `${176 + i * 15},${row + 4 - Math.round(7 * Math.sin(i * 1.3 + row * 0.07) + 3 * Math.cos(i * 2.1))}`,
  ).join(' ')

/** The FX desk: currency pairs with their rate as a placeholder and a trend, the first one locked. */
export function RateCardVisual({ pairs, accent, t }: VisualProps & { pairs: readonly (readonly [string, string])[] }) {
  return (
    <Panel x={36} y={30} width={408} height={340}>
      <Label x={62} y={72} size={17} weight={800}>
        {t(visualMessages.fxDesk)}
      </Label>
      <circle cx={412} cy={66} r={5} fill={accent} />
      {pairs.map(([base, quote], index) => {
        const y = 100 + index * 44
        return (
          <g key={`${base}${quote}`}>
            {index === 0 && <rect x={50} y={y - 6} width={380} height={40} rx={10} fill={accent} opacity={0.16} />}
            <Label x={64} y={y + 19} size={14} weight={700}>
              {`${base}/${quote}`}
            </Label>
            <polyline
              points={spark(y + 10)}
              fill="none"
              stroke={index === 0 ? theme.visual.success : theme.visual.muted}
              strokeWidth={2}
              strokeLinejoin="round"
            />
            <Skeleton x={320} y={y + 9} width={64} height={12} />
            {index === 0 && (
              <Lock x={396} y={y + 5} width={18} height={18} color={theme.color.ink} aria-hidden="true" />
            )}
          </g>
        )
      })}
      <Label x={64} y={100 + pairs.length * 44 + 6} size={11} fill={theme.visual.muted}>
        {t(visualMessages.rateLocked)}
      </Label>
      <rect x={62} y={318} width={356} height={36} rx={10} fill={accent} />
      <Label x={240} y={341} size={14} weight={700} anchor="middle" fill={theme.color.navyDeep}>
        {t(visualMessages.lockRate)}
      </Label>
    </Panel>
  )
}
