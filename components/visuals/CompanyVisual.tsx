import type { FactRef } from '../../site/facts/FactRef.ts'
import type { SolutionId } from '../../site/facts/solutionFacts.ts'
import { Chip, chipPositions, Label, Panel } from './svgParts.tsx'
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
    <Panel x={30} y={24} width={420} height={352}>
      {rows.map((row, index) => {
        const y = 56 + index * 66
        const labels = row.facts.map((ref) => fact(ref))
        const lefts = chipPositions(labels, 54, 12, 6)
        return (
          <g key={row.solution}>
            {index > 0 && <line x1={54} x2={426} y1={y - 20} y2={y - 20} stroke={theme.visual.panelLine} />}
            <Label x={54} y={y} size={12} weight={800}>
              {fact(`solution:${row.solution}`)}
            </Label>
            {labels.map((label, chip) => (
              <Chip key={label} x={lefts[chip]} y={y + 8} label={label} accent={accent} size={12} solid={chip === 0} />
            ))}
          </g>
        )
      })}
    </Panel>
  )
}
