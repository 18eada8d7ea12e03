import { theme } from '../theme.ts'
import { Fact, Label, Panel } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { localMethod } from './factDetail.ts'

const { country, currency } = localMethod('cards')
import { visualMessages } from './visualMessages.ts'

const options = Array.from({ length: 12 }, (_, index) => index + 1)

/** Cards in Brazil: a checkout offering 1x to 12x, the payer choosing the longest; titled by an industry's `scene`. */
export function InstallmentsVisual({ accent, t, fact, scene }: VisualProps & { scene?: string | undefined }) {
  return (
    <Panel x={44} y={24} width={392} height={352}>
      <Label x={70} y={66} size={17} weight={800}>
        {scene ?? t(visualMessages.cardPayment)}
      </Label>
      <defs>
        <linearGradient id="card-face" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor={theme.color.navy} />
          <stop offset="1" stopColor={theme.family.methods.tint} />
        </linearGradient>
      </defs>
      <rect x={70} y={84} width={176} height={104} rx={12} fill="url(#card-face)" />
      <rect x={86} y={104} width={28} height={20} rx={4} fill="#e8c977" />
      <text x={86} y={160} fontSize={14} fontWeight={700} letterSpacing={2} fill={theme.color.onDark}>
        •••• •••• •••• ••••
      </text>
      <Fact x={266} y={104} caption={t(visualMessages.country)} value={fact(`country:${country}`)} />
      <Fact x={266} y={152} caption={t(visualMessages.currencyCaption)} value={currency} />
      <Label x={70} y={222} size={12} fill={theme.visual.muted}>
        {t(visualMessages.installments)}
      </Label>
      {options.map((n, index) => {
        const x = 70 + (index % 6) * 57
        const y = 234 + Math.floor(index / 6) * 46
        const chosen = n === 12
        return (
          <g key={n}>
            <rect
              x={x}
              y={y}
              width={49}
              height={36}
              rx={9}
              fill={chosen ? accent : theme.visual.panel}
              stroke={chosen ? accent : theme.visual.panelLine}
              strokeWidth={1.5}
            />
            <Label x={x + 24.5} y={y + 23} size={14} weight={700} anchor="middle" fill={theme.color.navyDeep}>
              {`${n}x`}
            </Label>
          </g>
        )
      })}
      <rect x={70} y={330} width={340} height={32} rx={8} fill={theme.color.navy} />
      <Label x={240} y={351} size={13} weight={700} anchor="middle" fill={theme.color.onDark}>
        {t(visualMessages.payIn12)}
      </Label>
    </Panel>
  )
}
