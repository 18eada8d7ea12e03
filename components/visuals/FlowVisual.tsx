import type { MessageDescriptor } from '@lingui/core'
import type { HeroVisual } from '../../site/heroVisual.ts'
import { theme } from '../theme.ts'
import { Chip, ExchangeEmblem, Label, Panel, textWidth, visualType } from './svgParts.tsx'
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

/** The band the columns share, under the side headings: every column spreads over it, whatever its length. */
const band = { top: 62, bottom: 390 }
const chipHeight = visualType.caption + 16
/** The middle of a column's item: `count` items share the band's height evenly. */
const column = (count: number, index: number) => band.top + ((index + 0.5) * (band.bottom - band.top)) / count
const middle = (band.top + band.bottom) / 2

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
  const hubWidth = Math.max(
    136,
    textWidth(t(viaTitle), visualType.caption) + 32,
    ...via.map((item) => textWidth(label(item), visualType.caption) + 48),
  )
  // The middle step as a tall card, its heading inside: the three columns fill the frame's height together.
  const hub = { x: 240 - hubWidth / 2, y: band.top - 6, width: hubWidth, height: band.bottom - band.top + 6 }
  // The step's name heads the card unless its one item already says it (the ramp through the ramp).
  const viaHeading = via.some((item) => label(item) === t(viaTitle)) ? undefined : t(viaTitle)
  const emblem = { cx: 240, cy: hub.y + (viaHeading ? 82 : 56), r: 24 }
  const viaTop = emblem.cy + emblem.r + 8
  const viaRow = (index: number) => viaTop + ((index + 0.5) * (hub.y + hub.height - 16 - viaTop)) / via.length
  const ends = (items: readonly FlowItem[], side: 'left' | 'right') =>
    items.map((item, index) => {
      const y = column(items.length, index)
      const width = textWidth(label(item), visualType.caption) + 24
      const x = side === 'left' ? 118 - width : 362
      const edge = side === 'left' ? x + width : x
      const hubEdge = side === 'left' ? hub.x : hub.x + hub.width
      return (
        <g key={item}>
          <path
            d={`M${edge} ${y} C${(edge + hubEdge) / 2} ${y} ${(edge + hubEdge) / 2} ${middle} ${hubEdge} ${middle}`}
            fill="none"
            stroke={accent}
            strokeWidth={2}
            opacity={0.75}
            markerEnd={side === 'left' || twoWay ? 'url(#flow-arrow)' : undefined}
            markerStart={side === 'right' || twoWay ? 'url(#flow-arrow-start)' : undefined}
          />
          <Chip
            x={x}
            y={y - chipHeight / 2}
            label={label(item)}
            accent={accent}
            solid={side === 'right' && index === 0}
          />
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
      {[inTitle, outTitle].map((title, index) => (
        <Label
          key={title.id}
          x={[8, 472][index]}
          y={band.top - 22}
          anchor={index === 0 ? 'start' : 'end'}
          fill={theme.color.onDarkSoft}
        >
          {t(title)}
        </Label>
      ))}
      {ends(from, 'left')}
      {ends(to, 'right')}
      <Panel {...hub}>
        {viaHeading && (
          <Label x={240} y={hub.y + 34} weight={800} anchor="middle" fill={theme.visual.muted}>
            {viaHeading}
          </Label>
        )}
        <ExchangeEmblem {...emblem} accent={accent} />
        {via.map((item, index) => (
          <Chip
            key={item}
            x={hub.x + hub.width / 2 - (textWidth(label(item), visualType.caption) + 24) / 2}
            y={viaRow(index) - chipHeight / 2}
            label={label(item)}
            accent={accent}
            solid
          />
        ))}
      </Panel>
    </g>
  )
}
