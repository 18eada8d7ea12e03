import type { Messages } from '@lingui/core'
import { messages as enContact } from '../locales/en-US/contact.ts'
import { messages as enSite } from '../locales/en-US/site.ts'
import { messages as ptContact } from '../locales/pt-BR/contact.ts'
import { messages as ptSite } from '../locales/pt-BR/site.ts'
import type { Locale } from './locales.ts'

/**
 * The compiled catalogues (`lingui compile`) of each language, by area: site (layout, the visuals' words, the 404)
 * and contact (the form and the API's error texts). Server only: the browser gets just what it renders, through the
 * page context.
 */
export const catalogues = {
  'pt-BR': { site: ptSite, contact: ptContact },
  'en-US': { site: enSite, contact: enContact },
} satisfies Record<Locale, Record<'site' | 'contact', Messages>>
