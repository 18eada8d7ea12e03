import { countryMethods, methodFacts, type MethodId } from './facts/methodFacts.ts'
import type { CountryId } from './facts/countryFacts.ts'
import type { IndustryId } from './facts/industryFacts.ts'
import type { SolutionId } from './facts/solutionFacts.ts'
import type { LandingPage } from './landingPages.ts'

/** The facts a page is about and may speak of, by family (docs/pages-and-copy.md, "The registry"). */
export type PageFacts = {
  solutions: readonly SolutionId[]
  methods: readonly MethodId[]
  countries: readonly CountryId[]
  industries: readonly IndustryId[]
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)]

/**
 * What a registry page speaks of: its own fact, what its entry relates it to and, derived from the facts, a method's
 * countries and a country's local methods. The content checks hold its words to these; its "see also" links go to
 * these pages.
 */
export function pageFacts(page: LandingPage): PageFacts {
  const { solutions = [], methods = [], countries = [], industries = [] } = page.related
  switch (page.family) {
    case 'solutions':
      return { solutions: unique([page.slug, ...solutions]), methods, countries, industries }
    case 'methods':
      return {
        solutions,
        methods: unique([page.slug, ...methods]),
        countries: unique([...methodFacts[page.slug].countries, ...countries]),
        industries,
      }
    case 'countries':
      return {
        solutions,
        methods: unique([...countryMethods(page.slug), ...methods]),
        countries: unique([page.slug, ...countries]),
        industries,
      }
    case 'industries':
      return { solutions, methods, countries, industries: unique([page.slug, ...industries]) }
  }
}
