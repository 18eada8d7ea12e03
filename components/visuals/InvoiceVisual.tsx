import { Clock } from '../icons.ts'
import { theme } from '../theme.ts'
import { Label, Panel, SuccessPill } from './svgParts.tsx'
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
  return (
    <Panel x={56} y={24} width={368} height={352}>
      <rect x={56} y={24} width={368} height={8} rx={2} fill={accent} />
      <Label x={84} y={74} size={20} weight={800}>
        {t(visualMessages.invoice)}
      </Label>
      {scene && (
        <Label x={84} y={96} size={12} fill={theme.visual.muted}>
          {scene}
        </Label>
      )}
      <SuccessPill x={318} y={56} label={t(visualMessages.paid)} />
      <Label x={84} y={128} size={11} fill={theme.visual.muted}>
        {t(visualMessages.method)}
      </Label>
      <Label x={396} y={128} size={11} anchor="end" fill={theme.visual.muted}>
        {t(visualMessages.currencyCaption)}
      </Label>
      {paidWith.slice(0, 3).map((code, row) => (
        <g key={code}>
          <line x1={84} x2={396} y1={138 + row * 32} y2={138 + row * 32} stroke={theme.visual.panelLine} />
          <Label x={84} y={160 + row * 32} size={14} weight={700}>
            {fact(code)}
          </Label>
          <Label x={396} y={160 + row * 32} size={14} weight={700} anchor="end">
            {factDetail(code).currency}
          </Label>
        </g>
      ))}
      <Clock x={84} y={284} width={16} height={16} color={theme.visual.muted} aria-hidden="true" />
      <Label x={106} y={297} size={12} fill={theme.visual.muted}>
        {t(visualMessages.processing)}
      </Label>
      <rect x={84} y={318} width={312} height={36} rx={10} fill={accent} />
      <Label x={240} y={341} size={14} weight={700} anchor="middle" fill={theme.color.navyDeep}>
        {paidWith[0] && `${t(visualMessages.payWith)} ${fact(paidWith[0])}`}
      </Label>
    </Panel>
  )
}
