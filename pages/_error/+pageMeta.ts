import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { errorMessages } from './errorMessages.ts'

// The error pages' words are UI strings (Lingui), in the request's language; their <title> ends in the brand as
// every page's does ("Page Not Found | Fluxa").
export default ((pageContext, i18n) => {
  const { title, description } = pageContext.is404 ? errorMessages.notFound : errorMessages.serverError
  return { title: `${i18n._(title)} | Fluxa`, description: i18n._(description), headline: i18n._(title) }
}) satisfies PageMetaOf
