import type { Locale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { figureTokens } from '../text/tokens.ts'
import { findTerms, foldAccents, termPattern } from '../text/terms.ts'
import { countedSets } from '../vocabulary/countedSets.ts'
import { legalFigures, registryFigures } from '../vocabulary/figureWords.ts'
import { numberWords } from '../vocabulary/numberWords.ts'

const wordLists = {
  'pt-BR': [...numberWords['pt-BR'].keys()],
  'en-US': [...numberWords['en-US'].keys()],
} as const satisfies Record<Locale, readonly string[]>

/** The set a number word counts, when the words right after it name one (`quatro países`, `four Latin American countries`). */
function countedSet(after: string, locale: Locale) {
  const between = `(?:\\s+[a-z-]+){0,${countedSets.between[locale]}}?`
  return countedSets.sets.find((set) =>
    new RegExp(`^${between}\\s+(?:${set[locale].join('|')})(?![a-z0-9])`, 'u').test(after),
  )
}

/** "os dois", "the two": both, not a figure. */
function saysBoth(before: string, word: string, locale: Locale): boolean {
  const { words, after } = countedSets.both[locale]
  return words.some((both) => both === word) && new RegExp(`(?:^|[^a-z])(?:${after.join('|')})\\s+$`, 'u').test(before)
}

/** Why a number written in words is an invented figure, or undefined when it counts a set of the registry. */
function spelledProblem(folded: string, word: string, index: number, locale: Locale): string | undefined {
  const value = numberWords[locale].get(word) ?? Number.POSITIVE_INFINITY
  if (saysBoth(folded.slice(0, index), word, locale)) return undefined
  const set = countedSet(folded.slice(index + word.length), locale)
  if (set === undefined)
    return `spells out a figure: only a count of a set of the facts registry is written in words, right before what it counts (${countedSets.sets.map(({ name }) => name).join(', ')})`
  if (value > set.size) return `counts more ${set.name} than the facts registry has (${set.size})`
  return undefined
}

/**
 * Rule 9: the only figures a text writes are the facts registry's (vocabulary/figureWords.ts: over 50 countries,
 * 99,9%, D+1, 24/7, the 7,3% and US$ 52,7 bilhões of the market projection, 2026 and 2030, 1 to 12 installments),
 * each in its language's spelling (99,9% in Portuguese, 99.9% in English); any other number is an invented volume, rate or time. A number in words is a
 * figure too, unless it counts a set of the registry right before naming it ("quatro países", "cinco moedas", "two
 * ways to get paid", at most the set's size) or is Portuguese's "os dois" (both). The legal documents may also cite
 * their law and its periods (vocabulary/figureWords.ts).
 */
export function figureProblems(document: ContentDocument): ContentProblem[] {
  const legal = document.kind === 'legal'
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const legalWords = legal ? [legalFigures.anywhere, ...(path === 'updated' ? [legalFigures.updated] : [])] : []
    const cited = legalWords.flatMap((words) =>
      findTerms(text, termPattern(words[locale])).map(({ word, index }) => ({ from: index, to: index + word.length })),
    )
    const allowed = registryFigures[locale]
    const at: Omit<ContentProblem, 'message'> = { rule: 'figures', file, locale, path }
    const figures = figureTokens(text)
    const digits = figures
      .filter(({ figure, index }) => !allowed.has(figure) && !cited.some(({ from, to }) => index >= from && index < to))
      .map(({ word, figure }): ContentProblem => {
        const otherWay = allowed.get(figure.replace(/[.,]/gu, (mark) => (mark === '.' ? ',' : '.')))
        return {
          ...at,
          message:
            otherWay === undefined
              ? `says “${word}”, a figure the facts registry does not hold (site/facts/: ${[...allowed.values()].join(', ')}): an invented volume, rate or time`
              : `writes “${word}” the other language's way: “${otherWay}” in this one`,
        }
      })
    const folded = foldAccents(text)
    // A scale word is part of the figure it follows ("52,7 bilhões"), which the digits already judged.
    const inFigure = (index: number) =>
      figures.some((token) => index > token.index && index < token.index + token.word.length)
    const spelled = findTerms(text, termPattern(wordLists[locale])).flatMap(({ word, index }): ContentProblem[] => {
      if (inFigure(index)) return []
      const why = spelledProblem(folded, foldAccents(word), index, locale)
      return why === undefined ? [] : [{ ...at, message: `says “${word}”: ${why}` }]
    })
    return [...digits, ...spelled]
  })
}
