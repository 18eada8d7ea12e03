import { z } from 'zod'
import { locales } from '../../site/locales.ts'

/**
 * The language link's query: the language to switch to and the language-neutral path of the page to show in it.
 * The path is only looked up in the site's list of pages, never copied into an answer; its bound keeps a forged
 * link from costing anything.
 */
export const languageSwitchQuery = z.object({
  to: z.enum(locales),
  path: z.string().max(200).default('/'),
})
