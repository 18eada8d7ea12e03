/** The code points of a CSS unicode-range list ("U+0020-007E,U+2022"), in order. */
export function unicodeRangeCodePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    const [first, last] = [parseInt(from, 16), parseInt(to, 16)]
    return Array.from({ length: last - first + 1 }, (_, i) => first + i)
  })
}
