import { theme } from '../theme.ts'
import { QrCode } from './QrCode.tsx'
import { Label, Phone, SuccessPill, successPillWidth } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'

const { country, currency } = localMethod('pix')
import { visualMessages } from './visualMessages.ts'

const cell = 5.2
const qr = { x: 240 - (25 * cell) / 2, y: 106 }

/** PIX as the payer sees it: a QR code to scan, the Copia e Cola code to paste, confirmed in seconds. */
export function PixQrVisual({ accent, t, fact }: VisualProps) {
  return (
    <g>
      <Phone x={122} y={6} width={236} height={392}>
        <Label x={240} y={62} size={15} weight={800} anchor="middle">
          {t(visualMessages.payWithPix)}
        </Label>
        <Label x={240} y={86} size={12} weight={600} anchor="middle" fill={theme.visual.muted}>
          {`${fact(`country:${country}`)} · ${currency}`}
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
        <Label x={148} y={262} size={11} fill={theme.visual.muted}>
          {t(visualMessages.copyPaste)}
        </Label>
        <rect x={146} y={270} width={188} height={28} rx={8} fill="#f1f4f9" stroke={theme.visual.panelLine} />
        <text x={156} y={288} fontSize={10} fontFamily="ui-monospace, monospace" fill={theme.color.inkSoft}>
          00020126580014br.gov.bcb.pix…
        </text>
        {/* The brand's green, not the family's light blue: the payer's button is the brand's (components/theme.ts). */}
        <rect x={146} y={306} width={188} height={30} rx={8} fill={theme.color.accentBright} />
        <Label x={240} y={326} size={12} weight={700} anchor="middle" fill={theme.color.navyDeep}>
          {t(visualMessages.copyCode)}
        </Label>
        {/* Centred on the screen, whatever the language's length. */}
        <SuccessPill
          x={240 - successPillWidth(t(visualMessages.inSeconds)) / 2}
          y={346}
          label={t(visualMessages.inSeconds)}
        />
      </Phone>
    </g>
  )
}
