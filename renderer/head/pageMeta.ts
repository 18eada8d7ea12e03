import type { I18n } from '@lingui/core'
import type { PageContext } from 'vike/types'

/** The <title> and meta description of a page, in its language, from the page's own `+pageMeta.ts`. */
export function pageMeta(pageContext: PageContext, i18n: I18n): { title: string; description: string } {
  const metaOf = pageContext.config.pageMeta
  if (!metaOf) throw new Error(`The page at ${pageContext.urlPathname} has no +pageMeta.ts`)
  const { metaTitle, metaDescription } = metaOf(pageContext)
  return { title: i18n._(metaTitle), description: i18n._(metaDescription) }
}
