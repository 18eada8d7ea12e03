import type { z } from 'zod'
import type { LandingPage } from '../../site/landingPages.ts'

/** A record as the rules see it: its file, what kind of page it is, its schema and its (unchecked) words. */
export type ContentDocument = {
  file: string
  /**
   * `template`: a registry page; `shared`: the blocks home and every template page show; `legal`: terms, privacy;
   * `ui`: a Lingui catalogue in one language (uiDocuments.ts), which only the forbidden phrases read.
   */
  kind: 'template' | 'home' | 'about' | 'shared' | 'legal' | 'ui'
  /** The registry entry of a template page: what its words may name (site/pageFacts.ts). */
  entry?: LandingPage
  schema: z.ZodType
  record: unknown
}
