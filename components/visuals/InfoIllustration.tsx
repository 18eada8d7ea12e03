import type { IconComponent } from '../Icon.tsx'
import { theme } from '../theme.ts'
import { Chip } from './svgParts.tsx'

// Where the three chips sit around the disc. The art is 200 units wide and drawn 160 px wide on a phone, so its 14-unit
// type reads at 11.2 px there (docs/pages-and-copy.md, "On a phone").
const spots = [
  { x: 4, y: 20 },
  { x: 120, y: 6 },
  { x: 112, y: 124 },
]
const chipSize = 14

/**
 * The art of an info section: its icon on a tinted disc, orbited by the codes it talks about. Decorative: the
 * section's heading and text say it all.
 */
export function InfoIllustration({
  icon: Icon,
  tags,
  accent = theme.color.accentBright,
}: {
  icon: IconComponent
  tags: readonly string[]
  accent?: string
}) {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" data-testid="info-illustration">
      <circle cx={100} cy={80} r={70} fill={accent} opacity={0.12} />
      <circle
        cx={100}
        cy={80}
        r={50}
        fill="none"
        stroke={accent}
        strokeWidth={1.5}
        strokeDasharray="4 6"
        opacity={0.7}
      />
      <circle cx={100} cy={80} r={34} fill={theme.color.navy} />
      <Icon x={80} y={60} width={40} height={40} color={accent} strokeWidth={1.8} aria-hidden="true" />
      {tags.map((tag, index) => (
        <Chip
          key={tag}
          x={spots[index].x}
          y={spots[index].y}
          label={tag}
          accent={accent}
          solid={index === 0}
          size={chipSize}
        />
      ))}
    </svg>
  )
}
