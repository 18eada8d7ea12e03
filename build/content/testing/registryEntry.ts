import { landingPages, type LandingPageEntry, type PageKey } from '../../../site/landingPages.ts'

/** A page of the real registry, by `family/slug`, for a test to plant a defect into a copy of. */
export function registryEntry(key: PageKey): LandingPageEntry {
  const entry = landingPages.find((page) => `${page.family}/${page.slug}` === key)
  if (!entry) throw new Error(`no registry page ${key}`)
  return entry
}
