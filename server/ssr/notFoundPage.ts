import type { Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import type { PageRequest } from './sitePageRequests.ts'

/** The one render of each language's 404 page, cached under one path per language (see pageToRender). */
export function notFoundPage(locale: Locale): PageRequest {
  return { path: localizePath('/404', locale), locale, logicalPath: '/404' }
}
