import type { I18n } from '@lingui/core'
import type { PageContext } from 'vike/types'
import type { PageMeta } from '../../components/pageContext/PageMeta.ts'

/** The head's view of a page, in its language, from the page's own `+pageMeta.ts`. */
export function pageMeta(pageContext: PageContext, i18n: I18n): PageMeta {
  const metaOf = pageContext.config.pageMeta
  if (!metaOf) throw new Error(`The page at ${pageContext.urlPathname} has no +pageMeta.ts`)
  return metaOf(pageContext, i18n)
}
