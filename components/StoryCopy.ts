import type { MessageDescriptor } from '@lingui/core'

/**
 * A page family's story below the cards (docs/pages-and-copy.md): its heading and the steps only this page can tell
 * (a solution's three steps, what a method's payer does, how an industry is paid and paid out); the template adds
 * the steps it draws from the registry.
 */
export type StoryCopy = {
  title: MessageDescriptor
  steps: readonly MessageDescriptor[]
  /** What the page's own steps are about, where the family's words do not fit (payroll: who sends, who receives). */
  kickers?: readonly MessageDescriptor[]
}
