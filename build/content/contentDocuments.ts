import { aboutRecord } from '../../content/schema/aboutRecord.ts'
import { documentRecord } from '../../content/schema/documentRecord.ts'
import { familySchemas, industryRecordFor } from '../../content/schema/landingRecord.ts'
import { homeRecord } from '../../content/schema/homeRecord.ts'
import { sharedRecord } from '../../content/schema/sharedRecord.ts'
import type { ContentDocument } from './ContentDocument.ts'
import type { ContentTree } from './ContentTree.ts'

/** Every record of the tree with its file and schema: the template pages in the registry's order, then the rest. */
export function contentDocuments(tree: ContentTree): ContentDocument[] {
  return [
    ...tree.pages.map(({ entry, record }): ContentDocument => ({
      file: `content/${entry.family}/${entry.slug}.ts`,
      kind: 'template',
      entry,
      // An industry's record holds the words its hero scene draws, so its schema follows the registry's visual.
      schema: entry.family === 'industries' ? industryRecordFor(entry.visual) : familySchemas[entry.family],
      record,
    })),
    { file: 'content/home.ts', kind: 'home', schema: homeRecord, record: tree.home },
    { file: 'content/about-us.ts', kind: 'about', schema: aboutRecord, record: tree.about },
    { file: 'content/shared.ts', kind: 'shared', schema: sharedRecord, record: tree.shared },
    { file: 'content/terms.ts', kind: 'legal', schema: documentRecord, record: tree.terms },
    { file: 'content/privacy.ts', kind: 'legal', schema: documentRecord, record: tree.privacy },
  ]
}
