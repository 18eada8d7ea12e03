import { ShieldCheck } from '../icons.ts'
import { theme } from '../theme.ts'
import { Label, Panel, SuccessPill, Tick, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/** Fraud prevention: one business's risk check, each check passed, the risk low, approved. */
export function RiskCheckVisual({ accent, t }: VisualProps) {
  const checks = [visualMessages.kyc, visualMessages.aml, visualMessages.monitoring]
  return (
    <Panel x={24} y={18} width={432} height={362}>
      <rect x={48} y={42} width={48} height={48} rx={12} fill={accent} />
      <ShieldCheck x={60} y={54} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={112} y={64} size={visualType.title} weight={800}>
        {t(visualMessages.riskCheck)}
      </Label>
      <Label x={112} y={88} fill={theme.visual.muted}>
        {t(visualMessages.riskSubtitle)}
      </Label>
      {checks.map((check, index) => (
        <g key={check.id}>
          <line x1={48} x2={432} y1={112 + index * 48} y2={112 + index * 48} stroke={theme.visual.panelLine} />
          <Tick cx={64} cy={136 + index * 48} />
          <Label x={88} y={142 + index * 48} size={18}>
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
      <Label x={48} y={276} fill={theme.visual.muted}>
        {t(visualMessages.riskLow)}
      </Label>
      <Label x={432} y={276} fill={theme.visual.muted} anchor="end">
        {t(visualMessages.riskHigh)}
      </Label>
      <rect x={48} y={288} width={384} height={10} rx={2} fill="url(#risk-scale)" />
      <circle cx={96} cy={293} r={10} fill={theme.visual.panel} stroke={theme.color.ink} strokeWidth={3} />
      <SuccessPill x={48} y={326} label={t(visualMessages.approved)} />
    </Panel>
  )
}
