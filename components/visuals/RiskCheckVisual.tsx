import { ShieldCheck } from '../icons.ts'
import { theme } from '../theme.ts'
import { Label, Panel, SuccessPill, Tick } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/** Fraud prevention: one payment's risk check, each check passed, the risk low, approved. */
export function RiskCheckVisual({ accent, t }: VisualProps) {
  const checks = [visualMessages.kyc, visualMessages.aml, visualMessages.monitoring]
  return (
    <Panel x={48} y={30} width={384} height={340}>
      <rect x={72} y={54} width={44} height={44} rx={12} fill={accent} />
      <ShieldCheck x={82} y={64} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={130} y={82} size={18} weight={800}>
        {t(visualMessages.riskCheck)}
      </Label>
      <Label x={130} y={100} size={12} fill={theme.visual.muted}>
        {t(visualMessages.riskSubtitle)}
      </Label>
      {checks.map((check, index) => (
        <g key={check.id}>
          <Tick cx={86} cy={138 + index * 44} />
          <Label x={108} y={143 + index * 44} size={14} weight={600}>
            {t(check)}
          </Label>
        </g>
      ))}
      <defs>
        <linearGradient id="risk-scale" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={theme.visual.success} />
          <stop offset="0.55" stopColor="#f2b13b" />
          <stop offset="1" stopColor={theme.color.danger} />
        </linearGradient>
      </defs>
      <rect x={72} y={276} width={336} height={10} rx={2} fill="url(#risk-scale)" />
      <circle cx={118} cy={281} r={10} fill={theme.visual.panel} stroke={theme.color.ink} strokeWidth={3} />
      <Label x={72} y={266} size={11} fill={theme.visual.muted}>
        {t(visualMessages.riskLow)}
      </Label>
      <Label x={408} y={266} size={11} anchor="end" fill={theme.visual.muted}>
        {t(visualMessages.riskHigh)}
      </Label>
      <SuccessPill x={72} y={314} label={t(visualMessages.approved)} />
    </Panel>
  )
}
