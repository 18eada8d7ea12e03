import { type Locale, locales } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { foldAccents, termPattern } from '../text/terms.ts'
import { sentences } from '../text/tokens.ts'
import { countryFacts } from '../../../site/facts/countryFacts.ts'
import { currencyFacts } from '../../../site/facts/currencyFacts.ts'
import { industryFacts } from '../../../site/facts/industryFacts.ts'
import { methodFacts } from '../../../site/facts/methodFacts.ts'
import { type TemplateBlock, templateBlocks } from './templateBlocks.ts'

const maxPages = 3
/** Two blocks are twins when each shares at least this much of its word trigrams with the other. */
const twinShare = 0.8
const mask = '§'
/** A sentence of a body or answer long enough to be a claim of its own, not a stock phrase ("Sim."). */
const minSentenceWords = 5

/** Every page's names (facts and industries), longest first, as one pattern per language. */
const names = new Map(
  locales.map((locale): [Locale, RegExp] => {
    const tables = [methodFacts, countryFacts, currencyFacts, industryFacts]
    const words = tables
      .flatMap((table) => Object.values(table).flatMap((fact) => [...fact.words[locale]]))
      .toSorted((a, b) => b.length - a.length)
    return [locale, termPattern(words)]
  }),
)

/** The text's words, lower case and unaccented, with every page's names as one mask word (runs of them as one). */
function maskedWords(text: string, locale: Locale): string[] {
  const pattern = names.get(locale)
  const folded = pattern === undefined ? foldAccents(text) : foldAccents(text).replace(pattern, ` ${mask} `)
  const words = folded.match(/[a-z0-9§+]+/gu) ?? []
  return words.filter((word, index) => word !== mask || words[index - 1] !== mask)
}

/** The word trigrams of a text (the whole text as one when it has fewer than three words). */
function trigrams(words: readonly string[]): Set<string> {
  if (words.length < 3) return new Set([words.join(' ')])
  return new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`))
}

/** A block as compared: the whole card or step (title and body), its title alone, or a question. */
type Unit = { file: string; locale: Locale; path: string; label: string; grams: Set<string> }

function units({ file, locale, block, fields }: TemplateBlock): Unit[] {
  const unit = (path: string, label: string, text: string): Unit => ({
    file,
    locale,
    path,
    label,
    grams: trigrams(maskedWords(text, locale)),
  })
  const said = fields
    .filter(({ path }) => /\.(?:body|answer)$/u.test(path))
    .flatMap(({ path, text }) =>
      sentences(text)
        .filter(({ text: sentence }) => maskedWords(sentence, locale).length >= minSentenceWords)
        .map(({ text: sentence }) => unit(path, sentence, sentence)),
    )
  if (block.startsWith('faq')) {
    const question = fields.find(({ path }) => path.endsWith('.question'))
    return [...(question === undefined ? [] : [unit(question.path, question.text, question.text)]), ...said]
  }
  const title = fields.find(({ path }) => path.endsWith('.title'))
  const whole = unit(block, title?.text ?? block, fields.map(({ text }) => text).join(' '))
  return [whole, ...(title === undefined ? [] : [unit(title.path, title.text, title.text)]), ...said]
}

const pageName = (file: string) => file.replace(/^content\/(.+)\.ts$/u, '$1')

/**
 * Noun-swapped twins: a card or story step (whole, or its title), a question, or a sentence of a body or answer of
 * at least 5 words (a stock claim pasted into blocks that differ around it), whose words, with every page's
 * names masked (methods, countries, currencies and their adjectives; industries and their people: each fact's
 * `words`, site/facts/), share at least 80% of their word trigrams both ways with a block on more
 * than 3 other template pages of the language; reported on each page. Trigrams, not words: "o cliente paga pelo app"
 * and "o app paga pelo cliente" share every word and no meaning; two blocks that share four fifths of their
 * three-word runs say the same thing in the same order.
 */
export function twinProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  const all = templateBlocks(documents).flatMap(units)
  // Which units hold each trigram, per language: a unit is compared only with those it shares one with.
  const holders = new Map<string, number[]>()
  all.forEach(({ locale, grams }, n) => {
    for (const gram of grams) {
      const key = `${locale} ${gram}`
      const known = holders.get(key)
      if (known === undefined) holders.set(key, [n])
      else known.push(n)
    }
  })
  const reported = new Set<string>()
  return all.flatMap((unit): ContentProblem[] => {
    const block = unit.path.replace(/\.(?:title|question|body|answer)$/u, '')
    if (reported.has(`${unit.file} ${unit.locale} ${block}`)) return []
    const shared = new Map<number, number>()
    for (const gram of unit.grams)
      for (const other of holders.get(`${unit.locale} ${gram}`) ?? []) shared.set(other, (shared.get(other) ?? 0) + 1)
    const pages = new Set(
      [...shared]
        .map(([other, count]) => ({ other: all[other], count }))
        .filter(
          ({ other, count }) =>
            other.file !== unit.file && count >= twinShare * Math.max(unit.grams.size, other.grams.size),
        )
        .map(({ other }) => other.file),
    )
    if (pages.size <= maxPages) return []
    reported.add(`${unit.file} ${unit.locale} ${block}`)
    const others = [...pages].map(pageName)
    const listed =
      others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ')
    const message = `“${unit.label}” is a noun-swapped twin of blocks on ${pages.size} other template pages (at most ${maxPages}): ${listed}; give this page its own`
    return [{ rule: 'twins', file: unit.file, locale: unit.locale, path: unit.path, message }]
  })
}
