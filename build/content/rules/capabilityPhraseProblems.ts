import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { capabilityPhrases } from '../vocabulary/capabilityPhrases.ts'
import { phraseListProblems } from './phraseListProblems.ts'

/**
 * No capability outside the closed list of what Fluxa does (vocabulary/capabilityPhrases.ts): batches, credentials
 * and integration, what a checkout shows, reconciliation, “every transaction”, verified bettors or players,
 * “whenever you like”, “wherever they are”, “no tracking”, a way around currency rules; in every record, the legal
 * documents and the UI strings, in either language.
 */
export function capabilityPhraseProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  return documents.flatMap((document) => phraseListProblems(document, capabilityPhrases, 'capability'))
}
