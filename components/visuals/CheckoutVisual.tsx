import type { CardIconName } from '../../site/cardIconNames.ts'
import { cardIcons } from '../cardIcons.ts'
import { theme } from '../theme.ts'
import { Label, Panel, SuccessPill, Tick } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { factDetail } from './factDetail.ts'
import type { MethodId } from '../../site/facts/methodFacts.ts'
import { visualMessages } from './visualMessages.ts'

/** Where the method rows start and end: under the scene's title, above the pill. */
const rowsTop = 124
const rowsBottom = 300

type CheckoutProps = VisualProps & {
  /** The scene's icon (its registry entry's) and words (its record's `scene`). */
  icon: CardIconName
  title: string
  note: string
  methods: readonly MethodId[]
  payout?: boolean
}

/**
 * An industry's business being paid: what is paid for, each method offered with where it works and its currency, the
 * first one chosen, confirmed. Payroll and creators pay out instead: one row per recipient's method, each paid.
 */
export function CheckoutVisual({ icon, title, note, methods, payout = false, accent, t, fact }: CheckoutProps) {
  const Icon = cardIcons[icon]
  // The rows share the card's height between the title and the pill, so two methods fill it as three do.
  const shown = methods.slice(0, 3)
  const step = (rowsBottom - rowsTop) / shown.length
  const height = Math.min(step - 10, 56)
  return (
    <Panel x={46} y={28} width={388} height={344}>
      <rect x={70} y={52} width={52} height={52} rx={14} fill={accent} />
      <Icon x={82} y={64} width={28} height={28} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={136} y={74} size={15} weight={800}>
        {title}
      </Label>
      <Label x={136} y={94} size={12} fill={theme.visual.muted}>
        {note}
      </Label>
      {shown.map((method, row) => {
        const facts = factDetail(`method:${method}`)
        const y = rowsTop + row * step
        const middle = y + height / 2
        const chosen = !payout && row === 0
        return (
          <g key={method}>
            <rect
              x={70}
              y={y}
              width={340}
              height={height}
              rx={10}
              fill={chosen ? accent : theme.visual.panel}
              fillOpacity={chosen ? 0.18 : 1}
              stroke={chosen ? accent : theme.visual.panelLine}
              strokeWidth={1.5}
            />
            <Label x={86} y={middle + 5} size={14} weight={700}>
              {fact(`method:${method}`)}
            </Label>
            {facts.country && (
              <Label x={190} y={middle + 4} size={12} fill={theme.visual.muted}>
                {fact(`country:${facts.country}`)}
              </Label>
            )}
            <Label x={payout ? 360 : 394} y={middle + 5} size={13} weight={700} anchor="end">
              {facts.currency}
            </Label>
            {payout && <Tick cx={388} cy={middle} r={9} />}
          </g>
        )
      })}
      <SuccessPill x={70} y={310} label={t(payout ? visualMessages.payoutSent : visualMessages.paymentConfirmed)} />
    </Panel>
  )
}
