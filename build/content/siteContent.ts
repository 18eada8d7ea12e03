import path from 'node:path'
import { aboutUs } from '../../content/about-us.ts'
import { home } from '../../content/home.ts'
import { writtenRecordOf } from '../../content/landingRecordOf.ts'
import { privacy } from '../../content/privacy.ts'
import { shared } from '../../content/shared.ts'
import { terms } from '../../content/terms.ts'
import { landingPages } from '../../site/landingPages.ts'
import type { ContentTree } from './ContentTree.ts'
import { uiCatalogues } from './uiCatalogues.ts'

/**
 * The site's content tree as the build checks it: every registry page with its record as written
 * (content/<family>/<slug>.ts), the other records and the UI catalogues (locales/).
 */
export const siteContent: ContentTree = {
  pages: landingPages.map((entry) => ({ entry, record: writtenRecordOf(entry) })),
  home,
  about: aboutUs,
  shared,
  terms,
  privacy,
  catalogues: await uiCatalogues(path.resolve(import.meta.dirname, '../..')),
}
