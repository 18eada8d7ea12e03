import type { MessageDescriptor } from '@lingui/core'
import type { HeroVisual } from '../../site/heroVisual.ts'
import { theme } from '../theme.ts'
import { Chip, Label, Panel, textWidth } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { visualMessages } from './visualMessages.ts'

type Flow = Extract<HeroVisual, { kind: 'flow' }>
/** A stage's item: a fact, or the name of the step it passes through. */
export type FlowItem = Flow['from'][number] | Flow['via'][number]

const headings: Record<Flow['stages'], readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor]> = {
  payInPayout: [visualMessages.payIn, visualMessages.fx, visualMessages.payout],
  rails: [visualMessages.localCollection, visualMessages.rails, visualMessages.settlement],
  ramp: [visualMessages.fiat, visualMessages.ramp, visualMessages.crypto],
  marketplace: [visualMessages.buyers, visualMessages.platform, visualMessages.sellers],
}

const column = (count: number, index: number) => 205 - ((count - 1) * 52) / 2 + index * 52

/** A solution's flow: what comes in, what it passes through, what goes out (both ways for a ramp). */
export function FlowVisual({
  stages,
  from,
  via,
  to,
  twoWay = false,
  accent,
  t,
  label,
}: VisualProps & Omit<Flow, 'kind'> & { label: (item: FlowItem) => string }) {
  const [inTitle, viaTitle, outTitle] = headings[stages]
  const hubWidth = Math.max(104, ...via.map((item) => textWidth(label(item), 13) + 48))
  const hub = {
    x: 240 - hubWidth / 2,
    y: 205 - (via.length * 40 + 40) / 2,
    width: hubWidth,
    height: via.length * 40 + 40,
  }
  const headingY = Math.min(column(from.length, 0), column(to.length, 0), hub.y + 14) - 34
  const ends = (items: readonly FlowItem[], side: 'left' | 'right') =>
    items.map((item, index) => {
      const y = column(items.length, index)
      const width = textWidth(label(item), 13) + 24
      const x = side === 'left' ? 100 - width : 380
      const edge = side === 'left' ? x + width : x
      const hubEdge = side === 'left' ? hub.x : hub.x + hub.width
      return (
        <g key={item}>
          <path
            d={`M${edge} ${y} C${(edge + hubEdge) / 2} ${y} ${(edge + hubEdge) / 2} 205 ${hubEdge} 205`}
            fill="none"
            stroke={accent}
            strokeWidth={2}
            opacity={0.75}
            markerEnd={side === 'left' || twoWay ? 'url(#flow-arrow)' : undefined}
            markerStart={side === 'right' || twoWay ? 'url(#flow-arrow-start)' : undefined}
          />
          <Chip x={x} y={y - 14} label={label(item)} accent={accent} solid={side === 'right' && index === 0} />
        </g>
      )
    })
  return (
    <g>
      <defs>
        <marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0 0 L10 5 L0 10 z" fill={accent} />
        </marker>
        <marker
          id="flow-arrow-start"
          viewBox="0 0 10 10"
          refX="1"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M10 0 L0 5 L10 10 z" fill={accent} />
        </marker>
      </defs>
      {[inTitle, viaTitle, outTitle].map((title, index) => (
        <Label
          key={title.id}
          x={[8, 240, 472][index]}
          y={headingY}
          size={12}
          anchor={(['start', 'middle', 'end'] as const)[index]}
          fill={theme.color.onDarkSoft}
        >
          {t(title)}
        </Label>
      ))}
      {ends(from, 'left')}
      {ends(to, 'right')}
      <Panel {...hub}>
        {via.map((item, index) => (
          <Chip
            key={item}
            x={hub.x + hub.width / 2 - (textWidth(label(item), 13) + 24) / 2}
            y={hub.y + 20 + index * 40}
            label={label(item)}
            accent={accent}
            solid
          />
        ))}
      </Panel>
    </g>
  )
}
