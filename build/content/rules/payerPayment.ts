import type { Locale } from '../../../site/locales.ts'
import { findTerms, foldAccents, termPattern } from '../text/terms.ts'
import { payerWords } from '../vocabulary/payerWords.ts'

const last = (text: string, words: readonly string[]) => findTerms(text, termPattern(words)).at(-1)

/** A payer as the subject: not the object of a preposition ("recebe dos compradores", "collects from buyers"). */
const governed = {
  'pt-BR':
    /(?:^|\s)(?:de|dos|das|do|da|para|aos|as|a|ao|por|pelos|pelas|com)\s+(?:(?:os|as|o|a|seus|suas|seu|sua)\s+)?$/u,
  'en-US': /(?:^|\s)(?:from|to|of|by|for|with)\s+(?:(?:the|your|its|their)\s+)?$/u,
} satisfies Record<Locale, RegExp>

/**
 * Whether a sentence has a payer paying by the word at `index` (a method, a rail): the part of the sentence before
 * it, from the last place the business acts ("você", "your business"), has a verb of accepting ("aceite USDT"), or
 * a verb of paying after a payer as its subject ("o anunciante paga em dólares por SWIFT"), with nothing after that verb that the
 * money does next ("o cliente paga com PIX e você liquida em USDT" is a settlement, not a payment).
 */
export function payerPaysBy(sentence: string, index: number, locale: Locale): boolean {
  // A question offers nothing: "Can shoppers pay in USDT?" is what the answer below it says no to.
  if (sentence.trimEnd().endsWith('?')) return false
  const before = sentence.slice(0, index)
  const business = last(before, payerWords.business[locale])
  const clause = business === undefined ? before : before.slice(business.index + business.word.length)
  const after = last(clause, payerWords.after[locale])?.index ?? -1
  const accept = last(clause, payerWords.accept[locale])
  if (accept !== undefined && accept.index > after) return true
  const pay = last(clause, payerWords.pay[locale])
  if (pay === undefined || pay.index < after) return false
  const folded = foldAccents(clause)
  return findTerms(clause.slice(0, pay.index), termPattern(payerWords.payer[locale])).some(
    ({ index }) => !governed[locale].test(folded.slice(0, index)),
  )
}
