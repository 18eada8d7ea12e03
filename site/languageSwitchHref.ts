import { languageSwitchPath } from './languageSwitchPath.ts'
import type { Locale } from './locales.ts'

/** The language toggle's link: the server stores the choice and redirects to `logicalPath` in `to` (GET /language). */
export function languageSwitchHref(to: Locale, logicalPath: string): string {
  return `${languageSwitchPath}?${new URLSearchParams({ to, path: logicalPath })}`
}
