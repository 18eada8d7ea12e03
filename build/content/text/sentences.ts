/**
 * A text cut into sentences and clauses: at `.`, `!`, `?` or `;` followed by a space, and at line breaks. A figure's
 * decimal point (99.9%, 52.7) is never followed by a space, so it never cuts.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}
