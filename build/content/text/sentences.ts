/**
 * A text cut into sentences and clauses, each with where it starts in the text: at `.`, `!`, `?` or `;` followed by
 * a space, and at line breaks. A figure's decimal point (99.9%, 52.7) is never followed by a space, so it never cuts.
 */
export function sentences(text: string): { text: string; start: number }[] {
  return [...text.matchAll(/[^\n]+?(?:[.!?;](?=\s)|$)|[^\n]+?(?=\n)/gmu)]
    .map(({ index, 0: sentence }) => ({
      text: sentence.trim(),
      start: index + sentence.length - sentence.trimStart().length,
    }))
    .filter(({ text: sentence }) => sentence !== '')
}
