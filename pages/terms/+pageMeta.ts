import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { terms } from '../../content/terms.ts'

export default (({ locale }) => ({
  title: terms.meta.title[locale],
  description: terms.meta.description[locale],
  headline: terms.title[locale],
})) satisfies PageMetaOf
