import type { Locale } from './locales.ts'

/**
 * The server route behind the language toggle (docs/languages-and-urls.md, docs/progressive-enhancement.md): `GET /language?to=<locale>&path=<logical path>`
 * stores the choice in the language cookie and answers with a redirect to the twin page, so the choice is
 * remembered without JavaScript too.
 */
export const localeSwitchPath = '/language'

/** The attribute that marks a link to the other language (the header toggle); its value is that language. */
export const localeSwitchAttribute = 'data-locale-switch'

/** The language toggle's link: the server stores the choice and redirects to `logicalPath` in `to` (GET /language). */
export function localeSwitchHref(to: Locale, logicalPath: string): string {
  return `${localeSwitchPath}?${new URLSearchParams({ to, path: logicalPath })}`
}
