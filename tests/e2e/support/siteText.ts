import { createI18n } from '../../../site/createI18n.ts'
import { pageMessages } from '../../../site/pageMessages.ts'
import type { Locale } from '../../../site/locales.ts'

const layout = {
  'pt-BR': createI18n('pt-BR', pageMessages('pt-BR')),
  'en-US': createI18n('en-US', pageMessages('en-US')),
}

/** A UI text (layout, form, 404) as the site shows it in one language, read from the compiled catalogues. */
export function siteText(locale: Locale, id: string): string {
  const text = layout[locale]._(id)
  if (text === id) throw new Error(`no message ${id} in ${locale}`)
  return text
}
