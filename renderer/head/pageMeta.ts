import type { I18n } from '@lingui/core'
import type { PageContext } from 'vike/types'
import { pageCopy } from '../../pages/pageCopy.ts'
import { errorMessages } from '../../pages/_error/errorMessages.ts'

/** The <title> and meta description of a page, in its language. */
export function pageMeta(pageContext: PageContext, i18n: I18n): { title: string; description: string } {
  const copy = pageCopy(pageContext.logicalPath)
  if (pageContext.is404 || !copy)
    return { title: i18n._(errorMessages.notFound.title), description: i18n._(errorMessages.notFound.description) }
  if (pageContext.errorWhileRendering || pageContext.abortStatusCode) {
    return {
      title: i18n._(errorMessages.serverError.title),
      description: i18n._(errorMessages.serverError.description),
    }
  }
  return { title: i18n._(copy.metaTitle), description: i18n._(copy.metaDescription) }
}
