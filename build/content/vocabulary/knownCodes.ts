import { locales } from '../../../site/locales.ts'
import { codeTokens } from '../text/tokens.ts'
import { registryTexts } from './registryTexts.ts'

/**
 * The codes (capitals: PIX, USDT, KYC) a text may write. The registry's own, read from its texts (the methods,
 * currencies and rails, KYC/AML, D+1, the US$ of the market figure), and these, each with why it is one:
 */
const listed = {
  everywhere: [
    'QR', // PIX's QR code
    'P2P', // the terms' ban on transfers between individuals
    'LATAM', // the region of the market projection (site/facts/figureFacts.ts)
    'CLABE', // the account number a SPEI transfer goes to (the SPEI visual's own word)
    'HQ', // a reader's headquarters: "your HQ currency"
    'IO', // media's insertion order: "one invoice per campaign or IO"
    'MBA', // a programme an education business sells
  ],
  /** The legal documents' own: the law and its authority, and what the privacy policy says it records. */
  legal: ['LGPD', 'ANPD', 'IP', 'SMS'],
}

/**
 * Known codes (`everywhere`) and those only a legal document may write (`legal`, with the Roman numerals of the
 * law's items: "art. 7º, IX"); any other code names a method, a currency, a certification or a body the registry
 * does not have (TED, boleto's OXXO, PCI, CNPJ).
 */
export const knownCodes = {
  everywhere: new Set([
    ...registryTexts.flatMap((text) => locales.flatMap((locale) => codeTokens(text[locale]))).map(({ word }) => word),
    ...listed.everywhere,
  ]),
  legal: new Set(listed.legal),
  legalPattern: /^[IVX]+$/u,
} as const
