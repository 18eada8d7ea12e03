/** A coordinate as short SVG path text: two decimals at most, no float noise (5.2 × 3 is 15.600000000000001). */
export function svgNumber(value: number): string {
  return String(Math.round(value * 100) / 100)
}
