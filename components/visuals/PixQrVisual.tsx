import { theme } from '../theme.ts'
import { qrModules } from './qrModules.ts'
import { strokesPath } from './strokesPath.ts'
import { Label, Phone, SuccessPill, successPillWidth } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './localMethod.ts'

const { country, currency } = localMethod('pix')
import { visualMessages } from './visualMessages.ts'

const modules = qrModules(25)
const cell = 5.2
const qr = { x: 240 - (25 * cell) / 2, y: 106 }

// The modules as runs along each row, each run one stroke of a cell's height: one element, no seams between cells.
const runs = modules.reduce<{ col: number; row: number; length: number }[]>((all, { col, row }) => {
  const last = all.at(-1)
  if (last && last.row === row && last.col + last.length === col) last.length++
  else all.push({ col, row, length: 1 })
  return all
}, [])
const modulesPath = strokesPath(
  runs.map(({ col, row, length }) => ({ x: qr.x + col * cell, y: qr.y + (row + 0.5) * cell, length: length * cell })),
)

/** PIX as the payer sees it: a QR code to scan, the Copia e Cola code to paste, confirmed in seconds. */
export function PixQrVisual({ accent, t, fact }: VisualProps) {
  const finders = [
    [0, 0],
    [18, 0],
    [0, 18],
  ]
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
        {/* One path for the 200-odd modules: one element for the browser to style and lay out. */}
        <path d={modulesPath} fill="none" stroke={theme.color.navyDeep} strokeWidth={cell} />
        {finders.map(([col, row]) => (
          <g key={`${col}-${row}`}>
            <rect
              x={qr.x + col * cell}
              y={qr.y + row * cell}
              width={7 * cell}
              height={7 * cell}
              fill={theme.color.navyDeep}
            />
            <rect
              x={qr.x + (col + 1) * cell}
              y={qr.y + (row + 1) * cell}
              width={5 * cell}
              height={5 * cell}
              fill={theme.visual.panel}
            />
            <rect
              x={qr.x + (col + 2) * cell}
              y={qr.y + (row + 2) * cell}
              width={3 * cell}
              height={3 * cell}
              fill={theme.color.navyDeep}
            />
          </g>
        ))}
        <Label x={148} y={262} size={11} fill={theme.visual.muted}>
          {t(visualMessages.copyPaste)}
        </Label>
        <rect x={146} y={270} width={188} height={28} rx={8} fill="#f1f4f9" stroke={theme.visual.panelLine} />
        <text x={156} y={288} fontSize={10} fontFamily="ui-monospace, monospace" fill={theme.color.inkSoft}>
          00020126580014br.gov.bcb.pix…
        </text>
        <rect x={146} y={306} width={188} height={30} rx={8} fill={accent} />
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
