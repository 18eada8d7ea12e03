import type { Locale } from '../../renderer/site/locales.ts'
import { localizePath } from '../../renderer/site/localizePath.ts'

/** The one path each language's 404 page is rendered and cached under (see renderPathOf). */
export function notFoundPath(locale: Locale): string {
  return localizePath('/404', locale)
}
