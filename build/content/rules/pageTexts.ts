import type { ContentDocument } from '../ContentDocument.ts'
import { type ContentText, documentTexts } from '../text/documentTexts.ts'

const under =
  (...blocks: readonly string[]) =>
  (text: ContentText) =>
    blocks.some(
      (block) => text.path === block || text.path.startsWith(`${block}.`) || text.path.startsWith(`${block}[`),
    )

/**
 * The texts a visitor reads on each page, the shared blocks first: a template page's record with the billboard and
 * the three info sections (content/shared.ts), home's with those, the trust band and every solution's menu line
 * (its solution cards), About's with the trust band. Left out: `meta` (never on the page) and a page's own `menu`
 * line, which the header's menus carry on every page alike.
 */
export function pageTexts(documents: readonly ContentDocument[]): { file: string; texts: ContentText[] }[] {
  const shared = documents.filter(({ kind }) => kind === 'shared').flatMap(documentTexts)
  const blocks = shared.filter(under('billboard', 'info'))
  const trust = shared.filter(under('trust'))
  const own = (document: ContentDocument) => documentTexts(document).filter((text) => !under('meta', 'menu')(text))
  const solutionMenus = documents
    .filter(({ entry }) => entry?.family === 'solutions')
    .flatMap(documentTexts)
    .filter(({ path }) => path === 'menu')
  return documents.flatMap((document) => {
    switch (document.kind) {
      case 'template':
        return [{ file: document.file, texts: [...blocks, ...own(document)] }]
      case 'home':
        return [{ file: document.file, texts: [...blocks, ...trust, ...solutionMenus, ...own(document)] }]
      case 'about':
        return [{ file: document.file, texts: [...trust, ...own(document)] }]
      case 'shared':
      case 'legal':
      case 'ui':
        return []
    }
  })
}
