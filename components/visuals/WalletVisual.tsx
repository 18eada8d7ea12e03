import { Wallet } from '../icons.ts'
import { theme } from '../theme.ts'
import { QrCode } from './QrCode.tsx'
import { Chip, chipPositions, Field, Label, Panel, SuccessPill, successPillWidth, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/** USDT as the payer sees it: which stablecoin, over the crypto rail, to a deposit address, received. */
export function WalletVisual({ coins, accent, t, fact }: VisualProps & { coins: readonly string[] }) {
  const received = t(visualMessages.received)
  const row = (items: readonly string[], y: number, solid: boolean) => {
    const lefts = chipPositions(items, 48, visualType.caption, 10)
    return items.map((item, index) => (
      <Chip key={item} x={lefts[index]} y={y} label={item} accent={accent} solid={solid && index === 0} />
    ))
  }
  return (
    <Panel x={24} y={18} width={432} height={362}>
      <rect x={48} y={42} width={48} height={48} rx={12} fill={accent} />
      <Wallet x={60} y={54} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={112} y={74} size={visualType.title} weight={800}>
        {t(visualMessages.depositAddress)}
      </Label>
      <Label x={48} y={136} fill={theme.visual.muted}>
        {t(visualMessages.currencyCaption)}
      </Label>
      {row(coins, 146, true)}
      <Label x={48} y={214} fill={theme.visual.muted}>
        {t(visualMessages.rail)}
      </Label>
      {row([fact('rail:crypto')], 224, false)}
      <Field x={48} y={290} width={236} height={46}>
        <text x={64} y={319} fontSize={18} fontFamily="ui-monospace, monospace" fill={theme.color.ink}>
          TQ7p…x9K2
        </text>
      </Field>
      <rect x={296} y={116} width={136} height={136} rx={10} fill="none" stroke={accent} strokeWidth={2} />
      <QrCode x={304} y={124} size={21} cell={120 / 21} />
      <SuccessPill x={432 - successPillWidth(received)} y={296} label={received} />
    </Panel>
  )
}
