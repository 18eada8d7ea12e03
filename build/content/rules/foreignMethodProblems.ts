import type { CountryId } from '../../../site/facts/countryFacts.ts'
import { methodFacts } from '../../../site/facts/methodFacts.ts'
import { payerMethods } from '../../../site/facts/payerMethods.ts'
import { pageFacts } from '../../../site/pageFacts.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { foldAccents } from '../text/terms.ts'
import { sentences } from '../text/tokens.ts'
import { type FactMention, factMentions, factName } from '../vocabulary/factMentions.ts'
import { payerPaysBy } from './payerPayment.ts'

/**
 * The countries a page speaks of when a sentence names none: a country page's own, a method page's method's, and the
 * countries the registry ties to any other template page (site/pageFacts.ts: an e-commerce page tied to Brazil and
 * Mexico offering "pay in USDT" offers it there).
 */
function pageCountries({ entry }: ContentDocument): readonly CountryId[] {
  if (entry?.family === 'countries') return [entry.slug]
  if (entry?.family === 'methods') return methodFacts[entry.slug].countries
  return entry === undefined ? [] : pageFacts(entry).countries
}

/**
 * What may stand between a method and the country it is offered in: other methods and their installments (every
 * method's words: site/facts/methodFacts.ts), joined ("PIX ou cartão em até 12x no Brasil", "by PIX or card in
 * Brazil").
 */
const methodWords = Object.values(methodFacts).flatMap(({ words }) => [...words['pt-BR'], ...words['en-US']])
const methodsThen = new RegExp(
  `^(?:[\\s,]|ou|e|or|and|em|ate|up|to|in|no|na|by|por|pelo|pela|com|with|${[...new Set(methodWords)].join('|')}|\\d{1,2})*$`,
  'u',
)

/**
 * The countries a method is offered in: the one named right after it ("PIX no Brasil, SPEI no México"), else those
 * named before it since the sentence's previous method ("Na Colômbia, o cliente paga em USDT"; "in Brazil by PIX,
 * in Mexico by SPEI"), else all the sentence names, else the
 * page's own.
 */
function countriesOf(
  { sentence, start }: { sentence: string; start: number },
  method: FactMention,
  since: number,
  countries: readonly FactMention[],
  implied: readonly CountryId[],
): readonly CountryId[] {
  const ids = (mentions: readonly FactMention[]) => [
    ...new Set(mentions.flatMap((mention) => (mention.kind === 'country' ? [mention.id] : []))),
  ]
  const end = method.index + method.word.length
  const next = countries.find(({ index }) => index >= end)
  const between = next === undefined ? undefined : foldAccents(sentence.slice(end - start, next.index - start))
  if (next !== undefined && between !== undefined && methodsThen.test(between)) return ids([next])
  const before = ids(countries.filter(({ index }) => index < method.index && index > since))
  if (before.length > 0) return before
  const all = ids(countries)
  return all.length > 0 ? all : implied
}

const theirs = (country: CountryId) => {
  const local = payerMethods(country).map((id) => factName({ kind: 'method', id }))
  return `${factName({ kind: 'country', id: country })} has ${local.join(', ')} alone`
}

/**
 * A payer offered a method that is not its country's, in any phrasing ("o cliente paga em USDT", "aceite PIX",
 * "pay with SPEI"): the country the sentence names or, where it names none, the country of a country or method page.
 * USDT is Argentina's method; anywhere else it is a stablecoin to settle in or to ramp, never a way customers in
 * Brazil, Mexico or Colombia pay (docs/pages-and-copy.md). Naming a method without offering it is the facts rule's.
 */
export function foreignMethodProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  return documents.flatMap((document) => {
    const implied = pageCountries(document)
    return documentTexts(document).flatMap(({ file, locale, path, text }): ContentProblem[] => {
      const mentions = factMentions(text, locale)
      const found = sentences(text).flatMap(({ text: sentence, start }) => {
        const inSentence = mentions.filter(({ index }) => index >= start && index < start + sentence.length)
        // "pesos mexicanos" names a currency, not where the payer is.
        const currencies = new Set(inSentence.flatMap(({ kind, index }) => (kind === 'currency' ? [index] : [])))
        const countryMentions = inSentence.filter(({ kind, index }) => kind === 'country' && !currencies.has(index))
        const methods = inSentence.filter(({ kind }) => kind === 'method')
        return methods.flatMap((mention, n) => {
          if (mention.kind !== 'method' || !payerPaysBy(sentence, mention.index - start, locale)) return []
          const since = n === 0 ? -1 : methods[n - 1].index
          const countries = countriesOf({ sentence, start }, mention, since, countryMentions, implied)
          const foreign = countries.filter((country) => !payerMethods(country).includes(mention.id))
          // A page's own countries: a list of methods offers each where it works ("PIX, SPEI ou USDT" on a page of
          // Brazil, Mexico and Argentina); only a method that works in none of them is offered out of place.
          if (countries === implied && foreign.length < implied.length) return []
          return foreign.map((country) => ({ mention, country }))
        })
      })
      const [first] = found
      if (first === undefined) return []
      const { mention, country } = first
      const message = `offers “${mention.word}” as a way to pay in ${factName({ kind: 'country', id: country })} (${theirs(country)}; USDT is Argentina's method, elsewhere only a stablecoin to settle in or ramp)`
      return [{ rule: 'foreignMethod', file, locale, path, message }]
    })
  })
}
