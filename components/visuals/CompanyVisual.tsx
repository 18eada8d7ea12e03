import type { FactRef } from '../../site/facts/FactRef.ts'
import type { SolutionId } from '../../site/facts/solutionFacts.ts'
import { Chip, chipPositions, Label, Panel, visualType } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { theme } from '../theme.ts'

/** What the company does (docs/pages-and-copy.md: pay-in and payout, FX, cross-border, the ramp, fraud prevention), with its facts. */
const rows = [
  {
    solution: 'pay-in-payout',
    facts: ['method:pix', 'method:cards', 'method:spei', 'method:transfiya', 'method:usdt'],
  },
  { solution: 'fx-desk', facts: ['currency:USD', 'currency:EUR', 'currency:CNY', 'currency:BRL', 'currency:MXN'] },
  { solution: 'cross-border', facts: ['rail:SWIFT', 'rail:SEPA', 'rail:CIPS'] },
  // The stablecoins alone under the ramp's name: BTC, a crypto asset, is never shown as one (docs/pages-and-copy.md).
  { solution: 'on-off-ramp', facts: ['currency:USDT', 'currency:USDC'] },
  { solution: 'fraud-prevention', facts: ['kycAml', 'figure:monitoring'] },
] as const satisfies readonly { solution: SolutionId; facts: readonly FactRef[] }[]

/**
 * About: the company at a glance, a card of what it does, each line a solution of the facts registry with the
 * methods, currencies and checks it works with. Its own scene (not the home page's map).
 */
export function CompanyVisual({ accent, fact }: VisualProps) {
  return (
    <Panel x={20} y={14} width={440} height={372}>
      {rows.map((row, index) => {
        const y = 46 + index * 72
        const labels = row.facts.map((ref) => fact(ref))
        const lefts = chipPositions(labels, 40, visualType.caption, 6)
        return (
          <g key={row.solution}>
            {index > 0 && <line x1={40} x2={440} y1={y - 24} y2={y - 24} stroke={theme.visual.panelLine} />}
            <Label x={40} y={y} weight={800}>
              {fact(`solution:${row.solution}`)}
            </Label>
            {labels.map((label, chip) => (
              <Chip key={label} x={lefts[chip]} y={y + 12} label={label} accent={accent} solid={chip === 0} />
            ))}
          </g>
        )
      })}
    </Panel>
  )
}
