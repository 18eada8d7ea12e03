import { z } from 'zod'
import type { ContentDocument } from './ContentDocument.ts'
import type { ContentTree } from './ContentTree.ts'

/** A catalogue as a record: each message id holds its text in the catalogue's language. */
const catalogueRecord = z.record(z.string(), z.record(z.string(), z.string()))

/**
 * The UI catalogues as documents the text rules read: a field per message id, in the catalogue's language, so a
 * problem names the PO file and the id (`locales/en-US/site.po › en-US › footer.description`).
 */
export function uiDocuments(tree: ContentTree): ContentDocument[] {
  return tree.catalogues.map(({ file, locale, messages }) => ({
    file,
    kind: 'ui',
    schema: catalogueRecord,
    record: Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, { [locale]: text }])),
  }))
}
