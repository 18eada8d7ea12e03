import type { IconComponent } from '../Icon.tsx'
import { CreditCard, Landmark, QrCode, Smartphone, Wallet } from '../icons.ts'
import { theme } from '../theme.ts'
import type { CountryId } from '../../site/facts/countryFacts.ts'
import { collectedCurrency } from '../../site/facts/collectedCurrency.ts'
import { payerMethods } from '../../site/facts/payerMethods.ts'
import { methodFacts, type MethodId } from '../../site/facts/methodFacts.ts'
import { countryPoint, DotMap } from './DotMap.tsx'
import { Label, Panel, SuccessPill, Tick, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

type CountryProps = VisualProps & { country: CountryId }

// A method's picture on its tile; a method added later without one here shows the generic wallet (so a new method
// needs no edit in components/, docs/pages-and-copy.md).
const methodIcons: Partial<Record<MethodId, IconComponent>> = {
  pix: QrCode,
  cards: CreditCard,
  spei: Landmark,
  transfiya: Smartphone,
  usdt: Wallet,
}

const map = { x: 6, y: 22, pitch: 14 }
const panel = { x: 288, y: 22, width: 184, height: 356 }
/** The method tiles' column inside the card, between its header and its status. */
const tiles = { x: panel.x + 18, y: 130, width: panel.width - 36, height: 172 }

/**
 * A country page: the region with the country lit, and the country's card: how its customers pay, from the facts
 * registry. One method (Mexico, Colombia, Argentina) fills the card as one large tile (its icon, its name, the currency
 * it collects); two (Brazil) share it. Argentina, with no local fiat method, shows USDT over the crypto rail and no
 * currency.
 */
export function CountryVisual({ country, accent, t, fact }: CountryProps) {
  const methods = payerMethods(country)
  const currency = collectedCurrency(country)
  const { cx, cy, code } = countryPoint(country, map.x, map.y, map.pitch)
  const joinY = tiles.y + tiles.height / 2
  return (
    <g>
      <DotMap {...map} lit={[country]} accent={accent} />
      <path
        d={`M${cx} ${cy} C${cx + 50} ${cy} ${panel.x - 50} ${joinY} ${panel.x} ${joinY}`}
        fill="none"
        stroke={accent}
        strokeWidth={2}
        strokeDasharray="5 6"
      />
      <circle cx={cx} cy={cy} r={17} fill={accent} opacity={0.3} />
      <circle cx={cx} cy={cy} r={10} fill={theme.color.navyDeep} stroke={accent} strokeWidth={3} />
      <Panel {...panel}>
        <rect x={tiles.x} y={panel.y + 22} width={42} height={30} rx={8} fill={accent} />
        <Label x={tiles.x + 21} y={panel.y + 43} weight={800} anchor="middle" fill={theme.color.navyDeep}>
          {code}
        </Label>
        <Label x={tiles.x + 52} y={panel.y + 44} size={visualType.value} weight={800}>
          {fact(`country:${country}`)}
        </Label>
        <Label x={tiles.x} y={tiles.y - 14} fill={theme.visual.muted}>
          {t(methods.length > 1 ? visualMessages.localMethods : visualMessages.method)}
        </Label>
        {methods.length === 1 ? (
          <OneMethod method={methods[0]} currency={currency} accent={accent} t={t} fact={fact} />
        ) : (
          methods.map((method, index) => (
            <MethodRow key={method} method={method} index={index} count={methods.length} accent={accent} fact={fact} />
          ))
        )}
        <SuccessPill x={tiles.x} y={tiles.y + tiles.height + 22} label={t(visualMessages.received)} />
      </Panel>
    </g>
  )
}

/** The country's one method as the card's centrepiece: icon, name, and what it collects (or the rail it runs on). */
function OneMethod({
  method,
  currency,
  accent,
  t,
  fact,
}: Omit<VisualProps, 'accent'> & { accent: string; method: MethodId; currency: string | undefined }) {
  const Icon = methodIcons[method] ?? Wallet
  const { x, y, width, height } = tiles
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={14} fill={accent} fillOpacity={0.16} stroke={accent} />
      <circle cx={x + 34} cy={y + 36} r={22} fill={accent} />
      <Icon x={x + 22} y={y + 24} width={24} height={24} color={theme.color.navyDeep} aria-hidden="true" />
      <Tick cx={x + width - 24} cy={y + 36} />
      <Label x={x + 14} y={y + 102} size={24} weight={800}>
        {fact(`method:${method}`)}
      </Label>
      <Label x={x + 14} y={y + 132} fill={theme.visual.muted}>
        {t(currency ? visualMessages.collects : visualMessages.rail)}
      </Label>
      <Label x={x + 14} y={y + 156} size={visualType.value} weight={800}>
        {/* No currency is a country without a fiat method of its own, whose customers pay in USDT over crypto rails. */}
        {currency ?? fact('rail:crypto')}
      </Label>
    </g>
  )
}

/** One of a country's several methods: a row of the card with its icon, its name and the currency it collects. */
function MethodRow({
  method,
  index,
  count,
  accent,
  fact,
}: Pick<VisualProps, 'accent' | 'fact'> & { method: MethodId; index: number; count: number }) {
  const Icon = methodIcons[method] ?? Wallet
  const step = tiles.height / count
  const y = tiles.y + index * step
  const height = step - 10
  return (
    <g>
      <rect
        x={tiles.x}
        y={y}
        width={tiles.width}
        height={height}
        rx={12}
        fill={index === 0 ? accent : theme.visual.panel}
        fillOpacity={index === 0 ? 0.16 : 1}
        stroke={index === 0 ? accent : theme.visual.panelLine}
        strokeWidth={1.5}
      />
      <circle cx={tiles.x + 28} cy={y + height / 2} r={17} fill={accent} />
      <Icon
        x={tiles.x + 18}
        y={y + height / 2 - 10}
        width={20}
        height={20}
        color={theme.color.navyDeep}
        aria-hidden="true"
      />
      <Label x={tiles.x + 54} y={y + height / 2 - 4} size={18} weight={800}>
        {fact(`method:${method}`)}
      </Label>
      <Label x={tiles.x + 54} y={y + height / 2 + 18} fill={theme.visual.muted}>
        {methodFacts[method].collects}
      </Label>
    </g>
  )
}
