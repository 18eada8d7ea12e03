import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { sentences } from '../text/tokens.ts'
import { argentinaCurrencyWords, coinListWords, stablecoinListWords } from '../vocabulary/currencyWords.ts'
import { factMentions } from '../vocabulary/factMentions.ts'

const stablecoinWord = ['stablecoins?']
const cryptoWords = ['btc', 'bitcoins?', 'cripto\\w*', 'crypto\\w*']

/**
 * Rule 2, the currencies' own facts (docs/pages-and-copy.md), on every page: BTC never inside a stablecoin list (nor listed with
 * USDT and USDC under a heading about stablecoins), and Argentina,
 * which has no local fiat method, never labelled with a currency ("Argentina · USD", "em moeda local", "pesos").
 */
export function currencyLabelProblems(document: ContentDocument): ContentProblem[] {
  const texts = documentTexts(document)
  return texts.flatMap(({ file, locale, path, text }) => {
    const found: string[] = []
    const heading = texts.find(
      (other) =>
        other.locale === locale &&
        other.path === path.replace(/\.(?:body|subtitle)$/u, '.title') &&
        other.path !== path,
    )
    const [listed] = findTerms(text, termPattern(coinListWords))
    if (
      heading &&
      listed &&
      findTerms(heading.text, termPattern(stablecoinWord)).length > 0 &&
      findTerms(heading.text, termPattern(cryptoWords)).length === 0
    )
      found.push(
        `lists BTC with the stablecoins (“${listed.word}”) under a heading about stablecoins (“${heading.text}”): BTC is a crypto asset, never a stablecoin`,
      )
    const [list] = findTerms(text, termPattern(stablecoinListWords)).map(({ word }) => word)
    if (list !== undefined)
      found.push(
        `puts BTC in a stablecoin list (“${list}”): BTC is a crypto asset; write “stablecoins (USDT, USDC)” and BTC apart`,
      )
    const argentina = factMentions(text, locale).filter(({ kind, id }) => kind === 'country' && id === 'argentina')
    const labels = [
      ...findTerms(text, termPattern(argentinaCurrencyWords.anywhere[locale])),
      ...sentences(text)
        .filter(({ text: sentence, start }) =>
          argentina.some(({ index }) => index >= start && index < start + sentence.length),
        )
        .flatMap(({ text: sentence }) => findTerms(sentence, termPattern(argentinaCurrencyWords.inSentence[locale]))),
    ].map(({ word }) => word)
    if (labels.length > 0)
      found.push(
        `gives Argentina a currency (“${labels[0]}”): Argentina has no local fiat method on this site, only USDT and the on/off ramp`,
      )
    return found.map((message): ContentProblem => ({ rule: 'facts', file, locale, path, message }))
  })
}
