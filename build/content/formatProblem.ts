import type { ContentProblem } from './ContentProblem.ts'

/** `content/countries/mexico.ts › pt-BR › benefits.cards[1].body: names …`: one line, file first, to jump to. */
export function formatProblem({ file, locale, path, message }: ContentProblem): string {
  return `${[file, locale, path].filter((part) => part !== undefined && part !== '').join(' › ')}: ${message}`
}
