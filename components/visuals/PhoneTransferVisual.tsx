import { Smartphone } from '../icons.ts'
import { theme } from '../theme.ts'
import { Fact, Field, Label, Panel, Phone, SuccessPill, Tick, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'
import { visualMessages } from './visualMessages.ts'

const { country, currency } = localMethod('transfiya')

const phone = { x: 14, y: 6, width: 240, height: 388 }
const screenMiddle = phone.x + phone.width / 2
const card = { x: 270, y: 26, width: 198, height: 348 }

/**
 * Transfiya as the payer sees it: money sent to a phone number on the phone, and beside it the transfer's card (the
 * country, the currency Transfiya moves), received.
 */
export function PhoneTransferVisual({ accent, t, fact }: VisualProps) {
  return (
    <g>
      <Phone {...phone}>
        <Label x={screenMiddle} y={68} size={visualType.title} weight={800} anchor="middle">
          Transfiya
        </Label>
        <circle cx={screenMiddle} cy={134} r={40} fill={accent} opacity={0.22} />
        <circle cx={screenMiddle} cy={134} r={28} fill={accent} />
        <Smartphone
          x={screenMiddle - 14}
          y={120}
          width={28}
          height={28}
          color={theme.color.navyDeep}
          aria-hidden="true"
        />
        <Label x={screenMiddle} y={210} anchor="middle" fill={theme.visual.muted}>
          {t(visualMessages.sendTo)}
        </Label>
        <Field x={phone.x + 24} y={222} width={phone.width - 48}>
          <text
            x={screenMiddle}
            y={250}
            fontSize={visualType.caption}
            fontWeight={700}
            letterSpacing={1}
            textAnchor="middle"
            fill={theme.color.ink}
          >
            +57 3•• ••• ••••
          </text>
        </Field>
        <rect x={phone.x + 24} y={282} width={phone.width - 48} height={42} rx={10} fill={accent} />
        <path
          d={`M${screenMiddle - 10} 303 h20 l-7 -7 M${screenMiddle + 10} 303 l-7 7`}
          fill="none"
          stroke={theme.color.navyDeep}
          strokeWidth={2.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Phone>
      <Panel {...card}>
        <Tick cx={card.x + card.width - 30} cy={card.y + 34} />
        {[88, 168, 248].map((y) => (
          <line
            key={y}
            x1={card.x + 22}
            x2={card.x + card.width - 22}
            y1={card.y + y}
            y2={card.y + y}
            stroke={theme.visual.panelLine}
          />
        ))}
        <Fact x={card.x + 22} y={card.y + 48} caption={t(visualMessages.method)} value="Transfiya" />
        <Fact x={card.x + 22} y={card.y + 128} caption={t(visualMessages.country)} value={fact(`country:${country}`)} />
        <Fact x={card.x + 22} y={card.y + 208} caption={t(visualMessages.currencyCaption)} value={currency} />
        <SuccessPill x={card.x + 20} y={card.y + 288} label={t(visualMessages.received)} />
      </Panel>
    </g>
  )
}
