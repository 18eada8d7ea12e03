import type { CardIconName } from '../../site/cardIconNames.ts'
import { payerCurrency } from '../../site/facts/collectedCurrency.ts'
import type { CountryId } from '../../site/facts/countryFacts.ts'
import type { CurrencyId } from '../../site/facts/currencyFacts.ts'
import type { FactRef } from '../../site/facts/FactRef.ts'
import { methodFacts, type MethodId } from '../../site/facts/methodFacts.ts'
import { cardIcons } from '../cardIcons.ts'
import { theme } from '../theme.ts'
import { Label, Panel, SuccessPill, successPillWidth, Tick } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

/** A row of a scene: the fact it names, where (a method's country), and the currency moved. */
type SceneRow = { name: FactRef; where?: FactRef | undefined; currency: CurrencyId }

/** A paid scene's rows: each method offered, with the country it works in and the currency it collects. */
export function checkoutRows(methods: readonly MethodId[]): SceneRow[] {
  return methods.map((method) => {
    const [country]: readonly CountryId[] = methodFacts[method].countries
    return { name: `method:${method}`, where: country && `country:${country}`, currency: methodFacts[method].collects }
  })
}

/** A payout scene's rows: each country paid, in the currency its payers pay in (Argentina: USDT). */
export function payoutRows(countries: readonly CountryId[]): SceneRow[] {
  return countries.map((country) => ({ name: `country:${country}`, currency: payerCurrency(country) }))
}

// Sizes are viewBox units; on a 390 px phone the visual is drawn at 350 of its 480, so 19 renders at 13.9 px (16 is
// the smallest any visual draws, docs/pages-and-copy.md, "On a phone").
const type = { title: 22, row: 21, detail: 19 } as const
/** Where the rows start and end: under the scene's title, to the card's foot. */
const rowsTop = 182
const rowsBottom = 366

type CheckoutProps = VisualProps & {
  /** The scene's icon (its registry entry's) and words (its record's `scene`). */
  icon: CardIconName
  title: string
  note: string
  rows: readonly SceneRow[]
  payout?: boolean
}

/**
 * An industry's business being paid: what is paid for, each method offered with where it works and its currency, the
 * first one chosen, confirmed. Payroll and creators pay out instead: one row per country its people are paid in, each
 * paid in its currency.
 */
export function CheckoutVisual({ icon, title, note, rows, payout = false, accent, t, fact }: CheckoutProps) {
  const Icon = cardIcons[icon]
  // The rows share the card's height under the title, so two rows fill it as three do.
  const shown = rows.slice(0, 3)
  const step = (rowsBottom - rowsTop) / shown.length
  const height = step - 12
  const status = t(payout ? visualMessages.payoutSent : visualMessages.paymentConfirmed)
  return (
    <Panel x={24} y={18} width={432} height={362}>
      <rect x={48} y={42} width={60} height={60} rx={16} fill={accent} />
      <Icon x={62} y={56} width={32} height={32} color={theme.color.navyDeep} aria-hidden="true" />
      {/* The status at the card's top right, as an app shows it, whatever the words' length in either language. */}
      <SuccessPill x={432 - successPillWidth(status, type.detail)} y={55} size={type.detail} label={status} />
      <Label x={48} y={136} size={type.title} weight={800}>
        {title}
      </Label>
      <Label x={48} y={160} size={type.detail} fill={theme.visual.muted}>
        {note}
      </Label>
      {shown.map((row, index) => {
        const y = rowsTop + index * step
        const baseline = y + height / 2 + 7
        const chosen = !payout && index === 0
        return (
          <g key={row.name}>
            <rect
              x={48}
              y={y}
              width={384}
              height={height}
              rx={12}
              fill={chosen ? accent : theme.visual.panel}
              fillOpacity={chosen ? 0.18 : 1}
              stroke={chosen ? accent : theme.visual.panelLine}
              strokeWidth={1.5}
            />
            <Label x={66} y={baseline} size={type.row} weight={700}>
              {fact(row.name)}
            </Label>
            {row.where && (
              <Label x={180} y={baseline} size={type.detail} fill={theme.visual.muted}>
                {fact(row.where)}
              </Label>
            )}
            <Label x={payout ? 378 : 414} y={baseline} size={type.detail} weight={700} anchor="end">
              {row.currency}
            </Label>
            {payout && <Tick cx={404} cy={y + height / 2} r={12} />}
          </g>
        )
      })}
    </Panel>
  )
}
