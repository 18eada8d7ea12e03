import { Clock } from 'lucide-react'
import { theme } from '../theme.ts'
import { Chip, chipPositions, Label, Panel, Skeleton, SuccessPill } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/** Billing: an invoice, paid, with the ways it could be paid and D+1 processing. */
export function InvoiceVisual({
  methods,
  accent,
  t,
  label,
}: VisualProps & { methods: readonly string[]; label: (code: string) => string }) {
  const labels = methods.map(label)
  const lefts = chipPositions(labels, 84)
  return (
    <Panel x={56} y={24} width={368} height={352}>
      <rect x={56} y={24} width={368} height={8} rx={4} fill={accent} />
      <Label x={84} y={74} size={20} weight={800}>
        {t(visualMessages.invoice)}
      </Label>
      <Skeleton x={84} y={86} width={90} height={8} />
      <SuccessPill x={318} y={56} label={t(visualMessages.paid)} />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <Skeleton x={84} y={126 + row * 30} width={[150, 120, 170][row]} />
          <Skeleton x={336} y={126 + row * 30} width={60} />
        </g>
      ))}
      <line x1={84} x2={396} y1={212} y2={212} stroke={theme.visual.panelLine} strokeWidth={1.5} />
      <Skeleton x={84} y={226} width={70} height={12} fill={theme.visual.muted} />
      <Skeleton x={316} y={224} width={80} height={16} fill={theme.color.ink} />
      <Label x={84} y={280} size={11} fill={theme.visual.muted}>
        {t(visualMessages.payWith)}
      </Label>
      {labels.map((text, index) => (
        <Chip key={text} x={lefts[index]} y={290} label={text} accent={accent} solid={index === 0} />
      ))}
      <Clock x={84} y={340} width={16} height={16} color={theme.visual.muted} aria-hidden="true" />
      <Label x={106} y={353} size={12} fill={theme.visual.muted}>
        {t(visualMessages.processing)}
      </Label>
    </Panel>
  )
}
