import { Wallet } from '../icons.ts'
import { theme } from '../theme.ts'
import { QrCode } from './QrCode.tsx'
import { Chip, chipPositions, Label, Panel, SuccessPill } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/** USDT as the payer sees it: which stablecoin, over the crypto rail, to a deposit address, received. */
export function WalletVisual({ coins, accent, t, fact }: VisualProps & { coins: readonly string[] }) {
  const row = (items: readonly string[], y: number) => {
    const lefts = chipPositions(items, 72, 13, 10)
    return items.map((item, index) => (
      <Chip key={item} x={lefts[index]} y={y} label={item} accent={accent} solid={index === 0} />
    ))
  }
  return (
    <Panel x={48} y={30} width={384} height={340}>
      <rect x={72} y={54} width={44} height={44} rx={12} fill={accent} />
      <Wallet x={82} y={64} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={130} y={82} size={18} weight={800}>
        {t(visualMessages.depositAddress)}
      </Label>
      {row(coins, 116)}
      <Label x={72} y={172} size={11} fill={theme.visual.muted}>
        {t(visualMessages.rail)}
      </Label>
      {row([fact('rail:crypto')], 180)}
      <rect x={72} y={232} width={220} height={38} rx={10} fill="#f1f4f9" stroke={theme.visual.panelLine} />
      <text x={86} y={256} fontSize={13} fontFamily="ui-monospace, monospace" fill={theme.color.ink}>
        TQ7p…x9K2
      </text>
      <rect x={310} y={170} width={100} height={100} rx={8} fill="none" stroke={accent} strokeWidth={2} />
      <QrCode x={316} y={176} size={21} cell={88 / 21} />
      <SuccessPill x={72} y={304} label={t(visualMessages.received)} />
    </Panel>
  )
}
