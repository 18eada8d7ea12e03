/** The value at a path of an unchecked record (`['benefits', 'cards']`), or undefined where the path breaks. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((current, key) => {
    if (typeof key === 'number') return Array.isArray(current) ? current.at(key) : undefined
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined
    return new Map(Object.entries(current)).get(key)
  }, value)
}
