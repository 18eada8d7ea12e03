import { Smartphone } from '../icons.ts'
import { theme } from '../theme.ts'
import { Fact, Label, Phone, SuccessPill, successPillWidth } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'

const { country } = localMethod('transfiya')
import { visualMessages } from './visualMessages.ts'

/** Transfiya as the payer sees it: money sent to a phone number in Colombia, received. */
export function PhoneTransferVisual({ accent, t, fact }: VisualProps) {
  return (
    <Phone x={122} y={6} width={236} height={392}>
      <Label x={240} y={64} size={16} weight={800} anchor="middle">
        Transfiya
      </Label>
      <circle cx={240} cy={118} r={34} fill={accent} opacity={0.22} />
      <circle cx={240} cy={118} r={24} fill={accent} />
      <Smartphone x={228} y={106} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={148} y={180} size={11} fill={theme.visual.muted}>
        {t(visualMessages.sendTo)}
      </Label>
      <rect x={146} y={188} width={188} height={36} rx={9} fill="#f1f4f9" stroke={theme.visual.panelLine} />
      <text x={158} y={211} fontSize={14} fontWeight={700} letterSpacing={1} fill={theme.color.ink}>
        +57 3•• ••• ••••
      </text>
      <Fact x={240} y={252} caption={t(visualMessages.country)} value={fact(`country:${country}`)} anchor="middle" />
      <rect x={146} y={296} width={188} height={34} rx={9} fill={accent} />
      <path
        d="M232 313 h16 l-6 -6 M248 313 l-6 6"
        fill="none"
        stroke={theme.color.navyDeep}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <SuccessPill
        x={240 - successPillWidth(t(visualMessages.received)) / 2}
        y={344}
        label={t(visualMessages.received)}
      />
    </Phone>
  )
}
