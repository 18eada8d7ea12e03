import type { LandingPage } from '../../site/landingPages.ts'
import type { UiCatalogue } from './uiCatalogues.ts'

/**
 * The words the content checks read (docs/pages-and-copy.md, "Checks at build time"): the registry's template pages
 * with their records, and the records of home, About, the shared blocks and the legal pages. Records are `unknown`
 * on purpose: the schema rule is what vouches for their shape, and every other rule reads them defensively, so one
 * missing field never hides the other problems of a page (and tests can plant any defect without a cast).
 * `catalogues`: the UI strings (Lingui's PO files, both languages), held to the forbidden phrases too.
 */
export type ContentTree = {
  pages: readonly { entry: LandingPage; record: unknown }[]
  home: unknown
  about: unknown
  shared: unknown
  terms: unknown
  privacy: unknown
  catalogues: readonly UiCatalogue[]
}
