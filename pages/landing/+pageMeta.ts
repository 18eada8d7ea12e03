import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { findLandingPage } from '../../site/landingPages.ts'

// The route admits only registry paths, and tsc checks each registry entry has its record.
export default (({ logicalPath, locale }) => {
  const page = findLandingPage(logicalPath)
  if (!page) throw new Error(`No landing page at ${logicalPath}`)
  const { meta, hero, faq } = landingRecordOf(page)
  return {
    title: meta.title[locale],
    description: meta.description[locale],
    headline: hero.title[locale],
    faq: faq.map((item) => ({ question: item.question[locale], answer: item.answer[locale] })),
  }
}) satisfies PageMetaOf
