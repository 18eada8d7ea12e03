import type { standalonePaths } from '../site/sitePaths.ts'
import { aboutUsCopy } from './about-us/aboutUsCopy.ts'
import type { PageCopy } from './copyTypes.ts'
import { homeCopy } from './index/homeCopy.ts'
import { findLandingCopy } from './landing/landingCopy.ts'
import { privacyCopy } from './privacy/privacyCopy.ts'
import { termsCopy } from './terms/termsCopy.ts'

const standalone = new Map<string, PageCopy>(
  Object.entries({
    '/': homeCopy,
    '/terms': termsCopy,
    '/privacy': privacyCopy,
    '/about-us': aboutUsCopy,
  } satisfies Record<(typeof standalonePaths)[number], PageCopy>),
)

/** The copy of the page at a logical path ("/", "/solutions/fx-desk"), or undefined for a path that is no page. */
export function pageCopy(logicalPath: string): PageCopy | undefined {
  return standalone.get(logicalPath) ?? findLandingCopy(logicalPath)
}
