import { figureFacts } from '../../../site/facts/figureFacts.ts'
import { installments } from '../../../site/facts/methodFacts.ts'
import type { Locale } from '../../../site/locales.ts'
import { figureTokens } from '../text/figureTokens.ts'

/** The figures of the registry's texts in a language, each compared spelling with its written one. */
function figuresOf(locale: Locale): ReadonlyMap<string, string> {
  const texts = Object.values(figureFacts).flatMap((fact) => [
    fact.value[locale],
    fact.label[locale],
    ...('badge' in fact ? [fact.badge[locale]] : []),
  ])
  return new Map(
    [...texts, String(installments.from), String(installments.to)]
      .flatMap(figureTokens)
      .map(({ figure, word }) => [figure, word]),
  )
}

/**
 * The figures a text may write in digits, per language, read from the facts registry (site/facts/figureFacts.ts and
 * the installments of methodFacts.ts), never typed here: 50 (over 50 countries), 99,9% / 99.9%, D+1, 24/7, 7,3% /
 * 7.3%, 52,7 bilhões / 52.7 billion, 2026 and 2030, and 1 to 12.
 */
export const registryFigures = {
  'pt-BR': figuresOf('pt-BR'),
  'en-US': figuresOf('en-US'),
} as const satisfies Record<Locale, ReadonlyMap<string, string>>
