import type { MessageDescriptor } from '@lingui/core'
import type { LandingPageEntry } from '../../site/landingPages.ts'

/**
 * The one-line description of a registry page, by its id in the catalogue (declared in navDescriptionMessages.ts;
 * components/layout/navDescriptionMessages.test.ts checks that the two agree for every page).
 */
export function landingDescriptionMessage(page: Pick<LandingPageEntry, 'family' | 'slug'>): MessageDescriptor {
  return { id: `nav.desc.${page.family}.${page.slug}` }
}
