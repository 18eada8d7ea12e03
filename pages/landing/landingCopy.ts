import type { Family, LandingSlug } from '../../site/landingPages.ts'
import type { LandingCopy } from '../copyTypes.ts'
import { countriesCopy } from './copy/countriesCopy.ts'
import { industriesCopy } from './copy/industriesCopy.ts'
import { methodsCopy } from './copy/methodsCopy.ts'
import { solutionsCopy } from './copy/solutionsCopy.ts'

/** The copy of every registry page, by family and slug: tsc checks that each registry entry has its copy. */
export const landingCopy = {
  solutions: solutionsCopy,
  methods: methodsCopy,
  countries: countriesCopy,
  industries: industriesCopy,
} satisfies { [F in Family]: Record<LandingSlug<F>, LandingCopy> }

const byPath = new Map<string, LandingCopy>(
  Object.entries(landingCopy).flatMap(([family, pages]) =>
    Object.entries(pages).map(([slug, copy]) => [`/${family}/${slug}`, copy] as const),
  ),
)

/** The copy of the registry page at a logical path ("/solutions/fx-desk"), or undefined. */
export function findLandingCopy(logicalPath: string): LandingCopy | undefined {
  return byPath.get(logicalPath)
}
