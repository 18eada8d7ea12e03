import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { home } from '../../content/home.ts'

export default (({ locale }) => ({
  title: home.meta.title[locale],
  description: home.meta.description[locale],
  headline: home.hero.title[locale],
  faq: home.faq.map((item) => ({ question: item.question[locale], answer: item.answer[locale] })),
})) satisfies PageMetaOf
