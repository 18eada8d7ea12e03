import { figureFacts } from '../../../site/facts/figureFacts.ts'
import { installments } from '../../../site/facts/methodFacts.ts'
import type { Locale } from '../../../site/locales.ts'
import { figureTokens } from '../text/tokens.ts'

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

/**
 * The figures a page says at most once (docs/pages-and-copy.md: "say how they fit at most once per page"; docs/pages-and-copy.md),
 * per language, as regex sources over folded lower-case text: D+1, settlement in seconds, 99.9% uptime and 24/7
 * monitoring.
 */
export const onceFigures = [
  { figure: 'D+1', 'pt-BR': ['d\\s*\\+\\s*1'], 'en-US': ['d\\s*\\+\\s*1'] },
  { figure: 'seconds', 'pt-BR': ['segundos'], 'en-US': ['seconds'] },
  { figure: '99.9%', 'pt-BR': ['99[.,]9\\s*%'], 'en-US': ['99[.,]9\\s*%'] },
  {
    figure: '24/7',
    'pt-BR': ['24\\s*/\\s*7', '24\\s*x\\s*7', '24 horas por dia'],
    'en-US': ['24\\s*/\\s*7', '24\\s*x\\s*7', '24 hours a day', 'around the clock'],
  },
] as const

/**
 * The figures a legal document (terms, privacy) may write besides the registry's, per language, as regex sources over
 * folded text: the law it cites (its number, its articles: "Lei nº 13.709/2018", "art. 7º", "art. 33, II"), the
 * periods counsel or the law set ("24 meses", "15 dias"), and, in `updated`, the year of the last update.
 */
export const legalFigures = {
  anywhere: {
    'pt-BR': ['lei n(?:º|o)\\s*\\d+(?:[.,]\\d+)*/\\d{4}', 'arts?\\.\\s*\\d+(?:º|o)?', '\\d+ (?:dias|meses|anos)'],
    'en-US': ['law no\\.\\s*\\d+(?:[.,]\\d+)*/\\d{4}', 'arts?\\.\\s*\\d+', '\\d+ (?:days|months|years)'],
  },
  updated: { 'pt-BR': ['(?:19|20)\\d{2}'], 'en-US': ['(?:19|20)\\d{2}'] },
} as const satisfies Record<string, Record<Locale, readonly string[]>>

/**
 * How a text states a speed, per language, as regex sources over folded lower-case text: seconds, D+1 and the next
 * day said as a processing promise. The figure strip (site/facts/figureFacts.ts) alone states them; a sentence that
 * says one never names a method, a country, a currency or a card sale (docs/pages-and-copy.md).
 */
export const speedWords = {
  'pt-BR': ['(?:em )?(?:poucos )?segundos', 'd\\s*\\+\\s*1', '(?:no )?dia seguinte', 'proximo dia'],
  'en-US': ['(?:in )?(?:a few )?seconds', 'd\\s*\\+\\s*1', '(?:the )?next[- ]day', '(?:the )?following day'],
} as const
