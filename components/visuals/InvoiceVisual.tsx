import { Clock } from '../icons.ts'
import { theme } from '../theme.ts'
import { Label, Panel, SuccessPill, successPillWidth } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'
import { factDetail } from './factDetail.ts'
import type { FactRef } from '../../site/facts/FactRef.ts'

/**
 * An invoice, paid, with the ways it could be paid (each with where it works and its currency) and D+1 processing;
 * titled by an industry's `scene` (media and ads).
 */
export function InvoiceVisual({
  paidWith,
  scene,
  accent,
  t,
  fact,
}: VisualProps & { paidWith: readonly FactRef[]; scene?: string | undefined }) {
  const rows = paidWith.slice(0, 3)
  return (
    <Panel x={24} y={18} width={432} height={362}>
      <rect x={24} y={18} width={432} height={8} rx={2} fill={accent} />
      <Label x={48} y={70} size={24} weight={800}>
        {t(visualMessages.invoice)}
      </Label>
      {scene && (
        <Label x={48} y={96} fill={theme.visual.muted}>
          {scene}
        </Label>
      )}
      <SuccessPill x={432 - successPillWidth(t(visualMessages.paid))} y={48} label={t(visualMessages.paid)} />
      <Label x={48} y={134} fill={theme.visual.muted}>
        {t(visualMessages.method)}
      </Label>
      <Label x={432} y={134} anchor="end" fill={theme.visual.muted}>
        {t(visualMessages.currencyCaption)}
      </Label>
      {rows.map((code, row) => {
        const top = 146 + (row * 120) / rows.length
        return (
          <g key={code}>
            <line x1={48} x2={432} y1={top} y2={top} stroke={theme.visual.panelLine} />
            <Label x={48} y={top + 60 / rows.length + 12} size={18} weight={700}>
              {fact(code)}
            </Label>
            <Label x={432} y={top + 60 / rows.length + 12} size={18} weight={700} anchor="end">
              {factDetail(code).currency}
            </Label>
          </g>
        )
      })}
      <Clock x={48} y={280} width={18} height={18} color={theme.visual.muted} aria-hidden="true" />
      <Label x={74} y={295} fill={theme.visual.muted}>
        {t(visualMessages.processing)}
      </Label>
      <rect x={48} y={318} width={384} height={42} rx={10} fill={accent} />
      <Label x={240} y={345} size={18} weight={700} anchor="middle" fill={theme.color.navyDeep}>
        {paidWith[0] && `${t(visualMessages.payWith)} ${fact(paidWith[0])}`}
      </Label>
    </Panel>
  )
}
