import type { DocumentRecordInput } from '../../../content/schema/documentRecord.ts'
import { both } from './both.ts'

/** A legal document (terms, privacy) that passes every rule, for a test to plant a defect into. */
export function documentFixture() {
  return {
    meta: { title: both('Termos | Fluxa', 'Terms | Fluxa'), description: both('Uma descrição.', 'A description.') },
    title: both('Termos', 'Terms'),
    updated: both('Hoje', 'Today'),
    intro: both('Uma introdução.', 'An introduction.'),
    sections: [{ title: both('Primeira etapa', 'First stage'), body: both('Texto.', 'Text.') }],
  } satisfies DocumentRecordInput
}
