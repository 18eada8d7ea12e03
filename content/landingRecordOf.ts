import type { LandingPage } from '../site/landingPages.ts'
import { landingContent } from './landingContent.ts'
import type { IndustryRecordInput } from './schema/industryRecord.ts'
import type { LandingRecordInput } from './schema/landingRecord.ts'

const byKey = new Map<string, LandingRecordInput | IndustryRecordInput>(Object.entries(landingContent))

/** The content record of a registry page (tsc checks that every registry page has one: content/landingContent.ts). */
export function landingRecordOf(page: Pick<LandingPage, 'family' | 'slug'>): LandingRecordInput | IndustryRecordInput {
  const record = byKey.get(`${page.family}/${page.slug}`)
  if (!record) throw new Error(`no content record for ${page.family}/${page.slug}`)
  return record
}
