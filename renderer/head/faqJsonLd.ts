import type { FaqEntry } from '../../components/pageContext/PageMeta.ts'

/**
 * schema.org FAQPage of a page's questions, the same the page shows (docs/pages-and-copy.md). `<` is escaped so the
 * JSON cannot close its script element.
 */
export function faqJsonLd(faq: readonly FaqEntry[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
