import type { CountryId } from '../../../site/facts/countryFacts.ts'
import type { CurrencyId } from '../../../site/facts/currencyFacts.ts'
import type { MethodId } from '../../../site/facts/methodFacts.ts'
import type { Locale } from '../../../site/locales.ts'

type Words = Readonly<Record<Locale, readonly string[]>>

/**
 * How a text names each method, country and currency of the facts registry (site/facts/), per language: regex
 * sources in lower case and without accents, matched as whole words against the text with its accents folded
 * (text/terms.ts), so `Colômbia`, `Colombia` and `COLÔMBIA` are one country. Cards are named by their
 * installments too ("parcelado", "em até 12x", "installments"): both are Brazil's only.
 */
export const factVocabulary = {
  method: {
    pix: { 'pt-BR': ['pix'], 'en-US': ['pix'] },
    cards: {
      'pt-BR': ['cartao', 'cartoes', 'parcel\\w*', '\\d{1,2} ?x'],
      'en-US': ['cards?', 'installments?', '\\d{1,2} ?x'],
    },
    spei: { 'pt-BR': ['spei'], 'en-US': ['spei'] },
    transfiya: { 'pt-BR': ['transfiya'], 'en-US': ['transfiya'] },
    usdt: { 'pt-BR': ['usdt'], 'en-US': ['usdt'] },
  } satisfies Record<MethodId, Words>,
  country: {
    brazil: { 'pt-BR': ['brasil', 'brasileir[oa]s?'], 'en-US': ['brazil', 'brazilians?'] },
    mexico: { 'pt-BR': ['mexico', 'mexican[oa]s?'], 'en-US': ['mexico', 'mexicans?'] },
    argentina: {
      'pt-BR': ['argentina', 'argentin[oa]s?'],
      'en-US': ['argentina', 'argentines?', 'argentinians?', 'argentineans?'],
    },
    colombia: { 'pt-BR': ['colombia', 'colombian[oa]s?'], 'en-US': ['colombia', 'colombians?'] },
  } satisfies Record<CountryId, Words>,
  currency: {
    USD: { 'pt-BR': ['usd', 'us\\$', 'dolar', 'dolares'], 'en-US': ['usd', 'us\\$', 'dollars?'] },
    EUR: { 'pt-BR': ['eur', 'euros?'], 'en-US': ['eur', 'euros?'] },
    CNY: { 'pt-BR': ['cny', 'yuan', 'renminbi'], 'en-US': ['cny', 'yuan', 'renminbi'] },
    BRL: { 'pt-BR': ['brl', 'r\\$', 'reais'], 'en-US': ['brl', 'r\\$', 'brazilian reais', 'brazilian real'] },
    MXN: { 'pt-BR': ['mxn', 'pesos? mexicanos?'], 'en-US': ['mxn', 'mexican pesos?'] },
    USDT: { 'pt-BR': ['usdt', 'tether'], 'en-US': ['usdt', 'tether'] },
    USDC: { 'pt-BR': ['usdc'], 'en-US': ['usdc'] },
    BTC: { 'pt-BR': ['btc', 'bitcoins?'], 'en-US': ['btc', 'bitcoins?'] },
    COP: { 'pt-BR': ['cop', 'pesos? colombianos?'], 'en-US': ['cop', 'colombian pesos?'] },
  } satisfies Record<CurrencyId, Words>,
} as const
