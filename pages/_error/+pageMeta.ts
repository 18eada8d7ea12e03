import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { errorMessages } from './errorMessages.ts'

// The error pages' words are UI strings (Lingui), in the request's language.
export default ((pageContext, i18n) => {
  const { title, description } = pageContext.is404 ? errorMessages.notFound : errorMessages.serverError
  return { title: i18n._(title), description: i18n._(description), headline: i18n._(title) }
}) satisfies PageMetaOf
