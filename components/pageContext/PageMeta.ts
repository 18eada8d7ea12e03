import type { I18n } from '@lingui/core'
import type { PageContext } from 'vike/types'

/** A question a buyer asks and its answer, in the page's language: the page shows them and the head marks them up. */
export type FaqEntry = { question: string; answer: string }

/**
 * What the head of a page needs, in its language: <title>, meta description, the headline its share image shows
 * (og:image:alt) and its questions (FAQPage JSON-LD), if it has any.
 */
export type PageMeta = { title: string; description: string; headline: string; faq?: readonly FaqEntry[] }

/**
 * The `pageMeta` setting each page supplies in its own `+pageMeta.ts` (declared in renderer/+config.ts): the head
 * reads it from `pageContext.config`, so the renderer never needs to know the pages (docs/pages-and-copy.md). Pages
 * read their content record; the error pages, whose words are UI strings, use the request's i18n.
 */
export type PageMetaOf = (pageContext: PageContext, i18n: I18n) => PageMeta
