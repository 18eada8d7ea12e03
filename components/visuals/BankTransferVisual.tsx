import { Landmark } from '../icons.ts'
import { theme } from '../theme.ts'
import { Chip, Fact, Panel, Label, SuccessPill } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'

const { country, currency } = localMethod('spei')
import { visualMessages } from './visualMessages.ts'

/** SPEI as the payer sees it: a bank transfer to a CLABE, in MXN, confirmed. */
export function BankTransferVisual({ accent, t, fact }: VisualProps) {
  return (
    <Panel x={48} y={30} width={384} height={340}>
      <rect x={72} y={54} width={44} height={44} rx={12} fill={accent} />
      <Landmark x={82} y={64} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={130} y={82} size={18} weight={800}>
        {t(visualMessages.speiTitle)}
      </Label>
      <Label x={72} y={132} size={11} fill={theme.visual.muted}>
        CLABE
      </Label>
      <rect x={72} y={140} width={336} height={38} rx={10} fill="#f1f4f9" stroke={theme.visual.panelLine} />
      <text x={88} y={164} fontSize={14} fontWeight={700} letterSpacing={1.5} fill={theme.color.ink}>
        ••• ••• ••••••••••• •
      </text>
      <Fact x={72} y={208} caption={t(visualMessages.method)} value="SPEI" />
      <Fact x={190} y={208} caption={t(visualMessages.country)} value={fact(`country:${country}`)} />
      <Chip x={348} y={206} label={currency} accent={accent} solid size={12} />
      <path d="M96 262 h288" stroke={theme.visual.panelLine} strokeWidth={4} strokeLinecap="round" />
      <path d="M96 262 h288" stroke={accent} strokeWidth={4} strokeLinecap="round" />
      <circle cx={384} cy={262} r={7} fill={accent} />
      <SuccessPill x={72} y={300} label={t(visualMessages.transferConfirmed)} />
    </Panel>
  )
}
