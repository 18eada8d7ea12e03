/**
 * How a text states a speed, per language, as regex sources over folded lower-case text: seconds, D+1 and the next
 * day said as a processing promise. The figure strip (site/facts/figureFacts.ts) alone states them; a sentence that
 * says one never names a method, a country, a currency or a card sale (docs/pages-and-copy.md).
 */
export const speedWords = {
  'pt-BR': ['(?:em )?(?:poucos )?segundos', 'd\\s*\\+\\s*1', '(?:no )?dia seguinte', 'proximo dia'],
  'en-US': ['(?:in )?(?:a few )?seconds', 'd\\s*\\+\\s*1', '(?:the )?next[- ]day', '(?:the )?following day'],
} as const
