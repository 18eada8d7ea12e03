import type { IndustryId } from '../../../site/facts/industryFacts.ts'
import type { Locale } from '../../../site/locales.ts'

/**
 * Words an industry's page never uses, because its money does not go that way (site/facts/industryFacts.ts): payroll
 * pays its people and is paid by no customer, so nothing on its page, the form's hint included, says "receive" or
 * "clients". Regex sources over folded lower-case text.
 */
export const industryWords: Partial<
  Record<IndustryId, { why: string; words: Readonly<Record<Locale, readonly string[]>> }>
> = {
  payroll: {
    why: 'payroll pays its people: no customer pays it, so nothing on its page receives or has clients',
    words: { 'pt-BR': ['receb\\w*', 'clientes?'], 'en-US': ['receiv\\w*', 'clients?', 'customers?'] },
  },
}
