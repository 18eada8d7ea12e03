import { theme } from '../theme.ts'
import { Fact, Label, Panel, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'

const { country, currency } = localMethod('cards')
import { visualMessages } from './visualMessages.ts'

const options = Array.from({ length: 12 }, (_, index) => index + 1)

/** Cards in Brazil: a checkout offering 1x to 12x, the payer choosing the longest; titled by an industry's `scene`. */
export function InstallmentsVisual({ accent, t, fact, scene }: VisualProps & { scene?: string | undefined }) {
  return (
    <Panel x={24} y={18} width={432} height={362}>
      <Label x={48} y={62} size={visualType.title} weight={800}>
        {scene ?? t(visualMessages.cardPayment)}
      </Label>
      <defs>
        <linearGradient id="card-face" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor={theme.color.navy} />
          <stop offset="1" stopColor={theme.family.methods.tint} />
        </linearGradient>
      </defs>
      <rect x={48} y={80} width={200} height={118} rx={12} fill="url(#card-face)" />
      <rect x={66} y={100} width={32} height={23} rx={4} fill="#e8c977" />
      <text x={66} y={172} fontSize={16} fontWeight={700} letterSpacing={2} fill={theme.color.onDark}>
        •••• •••• •••• ••••
      </text>
      <Fact x={272} y={104} caption={t(visualMessages.country)} value={fact(`country:${country}`)} />
      <Fact x={272} y={160} caption={t(visualMessages.currencyCaption)} value={currency} />
      <Label x={48} y={230} fill={theme.visual.muted}>
        {t(visualMessages.installments)}
      </Label>
      {options.map((n, index) => {
        const x = 48 + (index % 6) * 66
        const y = 242 + Math.floor(index / 6) * 44
        const chosen = n === 12
        return (
          <g key={n}>
            <rect
              x={x}
              y={y}
              width={56}
              height={36}
              rx={9}
              fill={chosen ? accent : theme.visual.panel}
              stroke={chosen ? accent : theme.visual.panelLine}
              strokeWidth={1.5}
            />
            <Label x={x + 28} y={y + 24} size={18} weight={700} anchor="middle" fill={theme.color.navyDeep}>
              {`${n}x`}
            </Label>
          </g>
        )
      })}
      <rect x={48} y={332} width={384} height={36} rx={8} fill={theme.color.navy} />
      <Label x={240} y={356} size={18} weight={700} anchor="middle" fill={theme.color.onDark}>
        {t(visualMessages.payIn12)}
      </Label>
    </Panel>
  )
}
