import type { RelatedGroup } from '../../components/FamilyStory.tsx'
import { families, landingPages, landingPath, type Family, type LandingPage } from '../../site/landingPages.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import type { Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { pageFacts } from '../../site/pageFacts.ts'

/** A page's "see also" links, by family: the registry pages of the facts it speaks of (site/pageFacts.ts). */
export function relatedGroups(
  page: LandingPage,
  locale: Locale,
  familyLabel: (family: Family) => string,
): RelatedGroup[] {
  const facts = pageFacts(page)
  return families
    .map((family) => ({
      family,
      label: familyLabel(family),
      links: landingPages
        .filter((other) => other.family === family && other !== page)
        .filter((other) => (facts[family] as readonly string[]).includes(other.slug))
        .map((other) => ({ href: localizePath(landingPath(other), locale), label: landingPageName(other, locale) })),
    }))
    .filter((group) => group.links.length > 0)
}
