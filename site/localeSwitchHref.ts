import { localeSwitchPath } from './localeSwitchPath.ts'
import type { Locale } from './locales.ts'

/** The language toggle's link: the server stores the choice and redirects to `logicalPath` in `to` (GET /language). */
export function localeSwitchHref(to: Locale, logicalPath: string): string {
  return `${localeSwitchPath}?${new URLSearchParams({ to, path: logicalPath })}`
}
