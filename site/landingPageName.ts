import { countryFacts } from './facts/countryFacts.ts'
import { industryFacts } from './facts/industryFacts.ts'
import { methodFacts } from './facts/methodFacts.ts'
import { solutionFacts } from './facts/solutionFacts.ts'
import type { LandingPage } from './landingPages.ts'
import type { Locale } from './locales.ts'

/** A registry page's name, the fact it is about as the facts registry names it: menus, footer, breadcrumbs, links. */
export function landingPageName(page: LandingPage, locale: Locale): string {
  switch (page.family) {
    case 'solutions':
      return solutionFacts[page.slug].name[locale]
    case 'methods':
      return methodFacts[page.slug].name[locale]
    case 'countries':
      return countryFacts[page.slug].name[locale]
    case 'industries':
      return industryFacts[page.slug].name[locale]
  }
}
