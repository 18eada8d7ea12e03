import { methodFacts } from '../../../site/facts/methodFacts.ts'
import { pageFacts, type PageFacts } from '../../../site/pageFacts.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { sentences } from '../text/tokens.ts'
import { type FactMention, factMentions, factName, whereMethodWorks } from '../vocabulary/factMentions.ts'

const firstOfEach = (mentions: readonly FactMention[]): FactMention[] =>
  mentions.filter(
    (mention, index) => mentions.findIndex((other) => other.kind === mention.kind && other.id === mention.id) === index,
  )

/** “Colômbia” (Colombia), or just “SPEI” when the word is the fact's name. */
const quoted = (mention: FactMention): string =>
  mention.word.toLowerCase() === factName(mention).toLowerCase()
    ? `“${mention.word}”`
    : `“${mention.word}” (${factName(mention)})`

/** Why a fact named on a template page is not its to name, or undefined when it is (site/pageFacts.ts). */
function untied(
  mention: FactMention,
  ties: PageFacts,
  page: NonNullable<ContentDocument['entry']>,
): string | undefined {
  const list = (names: readonly string[]) => (names.length === 0 ? 'none' : names.join(', '))
  switch (mention.kind) {
    case 'method':
      // USDT has no country of its own and is a settlement currency too: any page may offer it.
      if (mention.id === 'usdt' || ties.methods.includes(mention.id)) return undefined
      if (page.family === 'countries') return `names “${mention.word}” (${whereMethodWorks(mention.id, page.slug)})`
      return `names ${quoted(mention)}, a method the registry does not tie to this page (site/landingPages.ts: ${list(ties.methods.map((id) => factName({ kind: 'method', id })))})`
    case 'country':
      if (ties.countries.includes(mention.id)) return undefined
      return `names ${quoted(mention)}, a country the registry does not tie to this page (site/landingPages.ts: ${list(ties.countries.map((id) => factName({ kind: 'country', id })))})`
    case 'currency':
      // Settlement currencies may be named anywhere; COP is only what Transfiya collects in Colombia.
      if (mention.id !== 'COP' || ties.methods.includes('transfiya') || ties.countries.includes('colombia'))
        return undefined
      return `names “${mention.word}”: COP is what Transfiya collects in Colombia, and this page is tied to neither`
  }
}

/**
 * Rule 2, the facts of each text: a template page names only the methods, countries and currencies its registry
 * entry ties to it (USDT and the settlement currencies anywhere, COP only with Transfiya or Colombia); and on every
 * page, a sentence about exactly one country names only methods that work there (cards and installments are
 * Brazil's, PIX Brazil's, SPEI Mexico's, Transfiya Colombia's; USDT has no country).
 */
export function factProblems(document: ContentDocument): ContentProblem[] {
  const { entry } = document
  const ties = entry && pageFacts(entry)
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const found: string[] = []
    const reported = new Set<string>()
    const mentions = factMentions(text, locale)
    if (entry && ties) {
      for (const mention of firstOfEach(mentions)) {
        const why = untied(mention, ties, entry)
        if (why === undefined) continue
        found.push(why)
        reported.add(`${mention.kind}:${mention.id}`)
      }
    }
    for (const { text: sentence, start } of sentences(text)) {
      const inSentence = firstOfEach(mentions.filter(({ index }) => index >= start && index < start + sentence.length))
      const countries = inSentence.flatMap((mention) => (mention.kind === 'country' ? [mention.id] : []))
      if (countries.length !== 1) continue
      const [country] = countries
      for (const mention of inSentence) {
        if (mention.kind !== 'method' || reported.has(`method:${mention.id}`)) continue
        const where: readonly string[] = methodFacts[mention.id].countries
        if (where.length === 0 || where.includes(country)) continue
        found.push(
          `names “${mention.word}” in a sentence about ${factName({ kind: 'country', id: country })} (${whereMethodWorks(mention.id, country)})`,
        )
        reported.add(`method:${mention.id}`)
      }
    }
    return found.map((message): ContentProblem => ({ rule: 'facts', file, locale, path, message }))
  })
}
