import type { Locale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import { documentTexts } from '../text/documentTexts.ts'

/** One card, story step or question of a template page in one language: its fields' texts, title first. */
export type TemplateBlock = {
  file: string
  locale: Locale
  /** `benefits.cards[2]`, `story.steps[0]`, `faq[3]`. */
  block: string
  fields: { path: string; text: string }[]
}

const blockOf = /^(benefits\.cards\[\d+\]|story\.steps\[\d+\]|faq\[\d+\])\./u

/**
 * The cards, story steps and questions of every template page, per language, in the record's order: the blocks a
 * page writes for itself (hero, meta and contact aside are each page's by their shape).
 */
export function templateBlocks(documents: readonly ContentDocument[]): TemplateBlock[] {
  const blocks = new Map<string, TemplateBlock>()
  for (const { file, locale, path, text } of documents
    .filter(({ kind }) => kind === 'template')
    .flatMap(documentTexts)) {
    const block = blockOf.exec(path)?.[1]
    if (block === undefined) continue
    const key = `${file} ${locale} ${block}`
    const known = blocks.get(key) ?? { file, locale, block, fields: [] }
    known.fields.push({ path, text })
    blocks.set(key, known)
  }
  return [...blocks.values()]
}
