import type { Locale } from '../../site/locales.ts'

/**
 * Words that only the other language uses. English never has these Portuguese function words or
 * Portuguese accented letters; Portuguese marketing copy never has these English function words.
 * Deliberately left out: words shared with the brand vocabulary both languages use as loanwords
 * (pay-in, on/off ramp, payout, checkout, sellers...), so "Pay-in" never counts as English ("in", "pay", "on"),
 * and words both languages spell alike ("for" is also Portuguese: "quando for o caso"; "do" is also English).
 */
const portugueseWords = [
  'não',
  'você',
  'para',
  'com',
  'uma',
  'pelo',
  'pela',
  'pelos',
  'pelas',
  'seu',
  'sua',
  'seus',
  'suas',
  'dos',
  'das',
  'nos',
  'nas',
  'que',
  'em',
  'de',
  'da',
  'ao',
  'é',
  'são',
  'também',
  'até',
]
const englishWords = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'our',
  'of',
  'to',
  'is',
  'are',
  'we',
  'by',
  'from',
  'payments',
  'settlement',
  'currency',
  'customers',
]
const portugueseLetters = /[ãõçáéíóúâêô]/iu

const wordPattern = (words: readonly string[]) => new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'giu')
const patterns = { 'pt-BR': wordPattern(englishWords), 'en-US': wordPattern(portugueseWords) } as const

/** The tell-tale words of the other language found in text meant to be in `locale` (empty when clean). */
export function foreignLanguageWords(text: string, locale: Locale): string[] {
  const found = [...text.matchAll(patterns[locale])].map((match) => match[0])
  if (locale === 'en-US') {
    for (const word of text.split(/[^\p{L}]+/u)) if (portugueseLetters.test(word)) found.push(word)
  }
  return [...new Set(found)]
}
