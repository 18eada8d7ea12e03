/** A field's path as written in a record: `benefits.cards[1].body`. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`
      const name = String(segment)
      return index === 0 ? name : `.${name}`
    })
    .join('')
}
