import { theme } from '../theme.ts'
import { QrCode } from './QrCode.tsx'
import { Fact, Field, Label, Panel, Phone, SuccessPill, successPillWidth, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'
import { visualMessages } from './visualMessages.ts'

const { country, currency } = localMethod('pix')

const phone = { x: 20, y: 6, width: 228, height: 388 }
const screenMiddle = phone.x + phone.width / 2
const cell = 6
const qr = { x: screenMiddle - (25 * cell) / 2, y: 88 }
const card = { x: 264, y: 44, width: 204, height: 246 }

/**
 * PIX as the payer sees it: the phone's QR code and its button to copy the code, and beside it the payment's card
 * (where, in which currency, the Copia e Cola code), confirmed.
 */
export function PixQrVisual({ accent, t, fact }: VisualProps) {
  const confirmed = t(visualMessages.inSeconds)
  return (
    <g>
      <Phone {...phone}>
        <Label x={screenMiddle} y={64} size={visualType.value} weight={800} anchor="middle">
          {t(visualMessages.payWithPix)}
        </Label>
        <rect
          x={qr.x - 8}
          y={qr.y - 8}
          width={25 * cell + 16}
          height={25 * cell + 16}
          rx={10}
          fill="none"
          stroke={accent}
          strokeWidth={3}
        />
        <QrCode x={qr.x} y={qr.y} size={25} cell={cell} />
        {/* The brand's green, not the family's light blue: the payer's button is the brand's (components/theme.ts). */}
        <rect x={phone.x + 28} y={262} width={phone.width - 56} height={40} rx={10} fill={theme.color.accentBright} />
        <Label x={screenMiddle} y={288} weight={700} anchor="middle" fill={theme.color.navyDeep}>
          {t(visualMessages.copyCode)}
        </Label>
      </Phone>
      <Panel {...card}>
        <Fact x={card.x + 20} y={card.y + 34} caption={t(visualMessages.country)} value={fact(`country:${country}`)} />
        <Fact x={card.x + 20} y={card.y + 96} caption={t(visualMessages.currencyCaption)} value={currency} />
        <Label x={card.x + 20} y={card.y + 160} fill={theme.visual.muted}>
          {t(visualMessages.copyPaste)}
        </Label>
        <Field x={card.x + 16} y={card.y + 172} width={card.width - 32}>
          <text
            x={card.x + 28}
            y={card.y + 200}
            fontSize={visualType.caption}
            fontFamily="ui-monospace, monospace"
            fill={theme.color.inkSoft}
          >
            000201…br.gov
          </text>
        </Field>
      </Panel>
      {/* The confirmation over the phone's corner, as a notification: as wide as its words in either language. */}
      <SuccessPill x={472 - successPillWidth(confirmed)} y={326} label={confirmed} />
    </g>
  )
}
