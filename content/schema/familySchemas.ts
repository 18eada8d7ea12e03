import type { Family } from '../../site/landingPages.ts'
import { industryRecord } from './industryRecord.ts'
import { landingRecord } from './landingRecord.ts'

/** The schema each family's records are checked with at build time (docs/pages-and-copy.md). */
export const familySchemas = {
  solutions: landingRecord,
  methods: landingRecord,
  countries: landingRecord,
  industries: industryRecord,
} as const satisfies Record<Family, typeof landingRecord | typeof industryRecord>
