import type { I18n } from '@lingui/core'
import type { PageContext } from 'vike/types'
import { copyPrefix } from '../../site/sitePaths.ts'
import { errorMessages } from './errorMessages.ts'

/** The <title> and meta description of a page, in its language. */
export function pageMeta(pageContext: PageContext, i18n: I18n): { title: string; description: string } {
  if (pageContext.is404) return { title: i18n._(errorMessages.notFound.title), description: i18n._(errorMessages.notFound.description) }
  if (pageContext.errorWhileRendering || pageContext.abortStatusCode) {
    return { title: i18n._(errorMessages.serverError.title), description: i18n._(errorMessages.serverError.description) }
  }
  const prefix = copyPrefix(pageContext.logicalPath)
  const [title, description] = [`${prefix}.metaTitle`, `${prefix}.metaDescription`]
  return { title: i18n._(title), description: i18n._(description) }
}
