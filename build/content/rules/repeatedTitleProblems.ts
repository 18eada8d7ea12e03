import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'

const maxPages = 3
const isTitle = (path: string) => /^(?:benefits\.cards|story\.steps)\[\d+\]\.title$/u.test(path)
const normalised = (title: string) => title.normalize('NFC').toLocaleLowerCase().replace(/\s+/gu, ' ').trim()
const pageName = (file: string) => file.replace(/^content\/(.+)\.ts$/u, '$1')

/**
 * Rule 4: a card or story-step title (compared in lower case, spaces collapsed) on more than 3 template pages of a
 * language, reported on each page that has it so every page's writer sees it. A card titled like another page's
 * story step counts: the reader sees the same words.
 */
export function repeatedTitleProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  const titles = documents
    .filter(({ kind }) => kind === 'template')
    .flatMap(documentTexts)
    .filter(({ path }) => isTitle(path))
  const pagesOf = new Map<string, Set<string>>()
  for (const { file, locale, text } of titles) {
    const key = `${locale} ${normalised(text)}`
    pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(file))
  }
  return titles.flatMap(({ file, locale, path, text }): ContentProblem[] => {
    const pages = [...(pagesOf.get(`${locale} ${normalised(text)}`) ?? [])]
    if (pages.length <= maxPages) return []
    const others = pages.filter((page) => page !== file).map(pageName)
    const listed =
      others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ')
    return [
      {
        rule: 'repeatedTitle',
        file,
        locale,
        path,
        message: `“${text}” is a title on ${pages.length} template pages (at most ${maxPages}): also ${listed}; give this page its own`,
      },
    ]
  })
}
