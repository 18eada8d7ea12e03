import { Scale } from 'lucide-react'
import { theme } from '../theme.ts'
import { trustMessages, trustStatements } from '../trustMessages.ts'
import { Label, Panel, Tick } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'

/** About: the terms' five statements, each ticked, as a card (the words are the terms', nothing added). */
export function CommitmentsVisual({ accent, t }: VisualProps) {
  return (
    <Panel x={30} y={30} width={420} height={340}>
      <rect x={54} y={54} width={44} height={44} rx={12} fill={accent} />
      <Scale x={64} y={64} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={112} y={82} size={16} weight={800}>
        {t(trustMessages.heading)}
      </Label>
      {trustStatements.map((statement, index) => (
        <g key={statement.id}>
          <line
            x1={54}
            x2={426}
            y1={118 + index * 48}
            y2={118 + index * 48}
            stroke={theme.visual.panelLine}
            strokeWidth={1.5}
          />
          <Tick cx={68} cy={142 + index * 48} r={10} />
          <Label x={88} y={147 + index * 48} size={13.5} weight={600}>
            {t(statement)}
          </Label>
        </g>
      ))}
    </Panel>
  )
}
