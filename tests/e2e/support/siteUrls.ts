import { locales, type Locale } from '../../../site/locales.ts'
import { localizePath } from '../../../site/locales.ts'
import { sitePaths } from '../../../site/landingPages.ts'

export type SiteUrl = { url: string; locale: Locale; logicalPath: string; status: 200 | 404 }

/** Every page of the site in both languages, generated from the route registry, plus the two 404s. */
export const siteUrls: SiteUrl[] = [
  ...sitePaths.flatMap((logicalPath) =>
    locales.map((locale) => ({ url: localizePath(logicalPath, locale), locale, logicalPath, status: 200 as const })),
  ),
  { url: '/does-not-exist', locale: 'pt-BR', logicalPath: '/does-not-exist', status: 404 },
  { url: '/en/does-not-exist', locale: 'en-US', logicalPath: '/does-not-exist', status: 404 },
]
