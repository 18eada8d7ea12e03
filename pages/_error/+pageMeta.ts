import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { errorMessages } from './errorMessages.ts'

export default ((pageContext) => {
  const { title, description } = pageContext.is404 ? errorMessages.notFound : errorMessages.serverError
  return { metaTitle: title, metaDescription: description }
}) satisfies PageMetaOf
