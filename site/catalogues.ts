import type { Messages } from '@lingui/core'
import { messages as enContact } from '../locales/en-US/contact.ts'
import { messages as enCopy } from '../locales/en-US/copy.ts'
import { messages as enSite } from '../locales/en-US/site.ts'
import { messages as ptContact } from '../locales/pt-BR/contact.ts'
import { messages as ptCopy } from '../locales/pt-BR/copy.ts'
import { messages as ptSite } from '../locales/pt-BR/site.ts'
import type { Locale } from './locales.ts'

/**
 * The compiled catalogues (`lingui compile`) of each language, by area: site (layout, shared sections), contact
 * (the form and the API's error texts), copy (every page's own words). Server only: a page's browser code gets
 * just the slice it renders, through the page context.
 */
export const catalogues = {
  'pt-BR': { site: ptSite, contact: ptContact, copy: ptCopy },
  'en-US': { site: enSite, contact: enContact, copy: enCopy },
} satisfies Record<Locale, Record<'site' | 'contact' | 'copy', Messages>>
