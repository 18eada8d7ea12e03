/** A coordinate as short SVG path text: two decimals at most, no float noise (5.2 × 3 is 15.600000000000001). */
function svgNumber(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** Rounded as svgNumber writes it, so relative moves add up to the absolute positions exactly. */
const rounded = (value: number) => Number(svgNumber(value))

/**
 * Horizontal strokes as one path's text, for a path stroked with the shapes' height as its width: the first stroke
 * placed absolutely, each next one by a relative move from where the last ended, each drawn by `h` its length. A
 * length of 0 is a dot, which round caps draw as a disc. The text is a third of one subpath per square or two arcs
 * per disc, and compresses better: its moves repeat.
 */
export function strokesPath(strokes: readonly { x: number; y: number; length: number }[]): string {
  let text = ''
  let at: { x: number; y: number } | undefined
  for (const stroke of strokes) {
    const [x, y, length] = [rounded(stroke.x), rounded(stroke.y), rounded(stroke.length)]
    text += at ? `m${svgNumber(x - at.x)} ${svgNumber(y - at.y)}` : `M${svgNumber(x)} ${svgNumber(y)}`
    text += `h${svgNumber(length)}`
    at = { x: x + length, y }
  }
  return text
}
