/**
 * A fixture's own word for a number, in lower-case letters (0 → `a`, 25 → `z`, 26 → `ba`): fixture titles stay unique
 * per page without a digit, which the figures rule would take for an invented figure.
 */
export function fixtureTag(n: number): string {
  const letter = String.fromCharCode(97 + (n % 26))
  return n < 26 ? letter : `${fixtureTag(Math.floor(n / 26))}${letter}`
}
