import { Landmark } from '../icons.ts'
import { theme } from '../theme.ts'
import { Chip, Fact, Field, Panel, Label, SuccessPill, textWidth, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'
import { visualMessages } from './visualMessages.ts'

const { country, currency } = localMethod('spei')

/** SPEI as the payer sees it: a bank transfer to a CLABE, in MXN, confirmed. */
export function BankTransferVisual({ accent, t, fact }: VisualProps) {
  return (
    <Panel x={24} y={18} width={432} height={362}>
      <rect x={48} y={42} width={48} height={48} rx={12} fill={accent} />
      <Landmark x={60} y={54} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={112} y={74} size={visualType.title} weight={800}>
        {t(visualMessages.speiTitle)}
      </Label>
      <Label x={48} y={130} fill={theme.visual.muted}>
        CLABE
      </Label>
      <Field x={48} y={140} width={384} height={46}>
        <text x={66} y={169} fontSize={18} fontWeight={700} letterSpacing={1.5} fill={theme.color.ink}>
          ••• ••• ••••••••••• •
        </text>
      </Field>
      <Fact x={48} y={226} caption={t(visualMessages.method)} value="SPEI" />
      <Fact x={176} y={226} caption={t(visualMessages.country)} value={fact(`country:${country}`)} />
      <Chip x={432 - textWidth(currency, visualType.caption) - 24} y={222} label={currency} accent={accent} solid />
      <path d="M60 290 h360" stroke={theme.visual.panelLine} strokeWidth={4} strokeLinecap="round" />
      <path d="M60 290 h360" stroke={accent} strokeWidth={4} strokeLinecap="round" />
      <circle cx={60} cy={290} r={7} fill={accent} />
      <circle cx={420} cy={290} r={7} fill={accent} />
      <SuccessPill x={48} y={322} label={t(visualMessages.transferConfirmed)} />
    </Panel>
  )
}
