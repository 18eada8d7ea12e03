import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { privacy } from '../../content/privacy.ts'

export default (({ locale }) => ({
  title: privacy.meta.title[locale],
  description: privacy.meta.description[locale],
  headline: privacy.title[locale],
})) satisfies PageMetaOf
