import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { aboutUs } from '../../content/about-us.ts'

export default (({ locale }) => ({
  title: aboutUs.meta.title[locale],
  description: aboutUs.meta.description[locale],
  headline: aboutUs.hero.title[locale],
})) satisfies PageMetaOf
