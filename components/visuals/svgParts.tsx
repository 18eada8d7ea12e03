import type { ReactNode } from 'react'
import { theme } from '../theme.ts'

// The building blocks of the hero visuals: every template draws with these, so they share one look.

const { visual, color } = theme

/**
 * The visuals' type sizes, in the drawing's units. A visual is 480 units wide and drawn 350 px wide on a 390 px phone
 * (docs/pages-and-copy.md, "On a phone"), so a caption of 16 units reads at about 11.7 px there and at 16 px on a
 * desktop: nothing smaller is drawn.
 */
export const visualType = { caption: 16, value: 20, title: 22 } as const

/** A rectangle on the canvas holding other parts: the frame of a Panel or a Phone. */
type BoxProps = { x: number; y: number; width: number; height: number; children?: ReactNode }

/** Approximate width of a label in Inter at `size` px: enough to size a chip around it. */
export function textWidth(text: string, size: number): number {
  return Math.ceil(text.length * size * 0.58)
}

/** A white card with a soft shadow, the surface of every product mock-up. */
export function Panel({ x, y, width, height, children }: BoxProps) {
  return (
    <g>
      <rect x={x + 4} y={y + 10} width={width} height={height} rx={18} fill="#000" opacity={0.22} />
      <rect x={x} y={y} width={width} height={height} rx={18} fill={visual.panel} />
      {children}
    </g>
  )
}

/** A label in a pill; `solid` fills it with the accent (dark text), otherwise an outline on the panel. */
export function Chip({
  x,
  y,
  label,
  accent,
  solid = false,
  size = visualType.caption,
}: {
  x: number
  y: number
  label: string
  accent: string
  solid?: boolean
  size?: number
}) {
  const width = textWidth(label, size) + 24
  const height = size + 16
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={height / 2}
        fill={solid ? accent : visual.panel}
        stroke={solid ? accent : visual.panelLine}
        strokeWidth={1.5}
      />
      <text
        x={x + width / 2}
        y={y + height / 2 + size * 0.36}
        fontSize={size}
        fontWeight={700}
        textAnchor="middle"
        fill={color.navyDeep}
      >
        {label}
      </text>
    </g>
  )
}

/** A text line in the visuals' type. */
export function Label({
  x,
  y,
  children,
  size = visualType.caption,
  weight = 600,
  fill = color.ink,
  anchor = 'start',
}: {
  x: number
  y: number
  children: ReactNode
  size?: number
  weight?: number
  fill?: string
  anchor?: 'start' | 'middle' | 'end'
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={fill} textAnchor={anchor}>
      {children}
    </text>
  )
}

/** The width of a SuccessPill of type `size`, to centre one. */
export function successPillWidth(label: string, size: number = visualType.caption): number {
  return textWidth(label, size) + (40 * size) / 12
}

/** A green pill with a tick: paid, approved, received; `size` is its type's, and the pill grows with it. */
export function SuccessPill({
  x,
  y,
  label,
  size = visualType.caption,
}: {
  x: number
  y: number
  label: string
  size?: number
}) {
  const scale = size / 12
  const height = size + 14
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={successPillWidth(label, size)}
        height={height}
        rx={height / 2}
        fill={visual.successSoft}
      />
      <path
        d={`M${x + 12 * scale} ${y + height / 2} l${4 * scale} ${4 * scale} l${8 * scale} -${8 * scale}`}
        fill="none"
        stroke={visual.success}
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x={x + 30 * scale} y={y + height / 2 + size * 0.375} fontSize={size} fontWeight={700} fill={visual.success}>
        {label}
      </text>
    </g>
  )
}

/** A round tick in a circle, for a check that passed. */
export function Tick({ cx, cy, r = 12, fill = visual.success }: { cx: number; cy: number; r?: number; fill?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <path
        d={`M${cx - r * 0.42} ${cy} l${r * 0.3} ${r * 0.3} l${r * 0.55} -${r * 0.6}`}
        fill="none"
        stroke="#fff"
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  )
}

/** A phone, its screen from (x + 12, y + 20) and `width - 24` wide: the payer's side of a payment. */
export function Phone({ x, y, width, height, children }: BoxProps) {
  return (
    <g>
      <rect x={x + 5} y={y + 12} width={width} height={height} rx={34} fill="#000" opacity={0.25} />
      <rect x={x} y={y} width={width} height={height} rx={34} fill={color.navyDeep} stroke="#3a5580" strokeWidth={2} />
      <rect x={x + 12} y={y + 20} width={width - 24} height={height - 40} rx={22} fill={visual.panel} />
      <circle cx={x + width / 2} cy={y + 11} r={3.5} fill="#3a5580" />
      {children}
    </g>
  )
}

/** The left edge of each chip in a row of chips starting at x. */
export function chipPositions(
  labels: readonly string[],
  x: number,
  size: number = visualType.caption,
  gap = 8,
): number[] {
  return labels.map((_, index) =>
    labels.slice(0, index).reduce((left, label) => left + textWidth(label, size) + 24 + gap, x),
  )
}

/** A caption over a value: the visuals' way of naming a fact (method, country, currency, status), never a figure. */
export function Fact({
  x,
  y,
  caption,
  value,
  anchor = 'start',
}: {
  x: number
  y: number
  caption: string
  value: string
  anchor?: 'start' | 'middle' | 'end'
}) {
  return (
    <g>
      <Label x={x} y={y} fill={visual.muted} anchor={anchor}>
        {caption}
      </Label>
      <Label x={x} y={y + 24} size={visualType.value} weight={800} anchor={anchor}>
        {value}
      </Label>
    </g>
  )
}

/** A grey input box on a screen (a CLABE, a phone number, an address, a code to paste), its text as children. */
export function Field({ x, y, width, height = 44, children }: Omit<BoxProps, 'height'> & { height?: number }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={10} fill="#f1f4f9" stroke={visual.panelLine} />
      {children}
    </g>
  )
}

/** Where money changes hands or currency: an accent disc with two opposite arrows, in a halo. */
export function ExchangeEmblem({ cx, cy, r, accent }: { cx: number; cy: number; r: number; accent: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={accent} opacity={0.25} />
      <circle cx={cx} cy={cy} r={(r * 2) / 3} fill={accent} />
      <path
        d={`M${cx - 8} ${cy - 4} h16 l-5 -5 M${cx + 8} ${cy + 4} h-16 l5 5`}
        fill="none"
        stroke={color.navyDeep}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  )
}
