import type { Locale } from '../../site/locales.ts'

/** One thing the content checks refuse: where (file, language, field) and why, in words a copywriter can act on. */
export type ContentProblem = {
  /** The rule that found it (build/content/rules/). */
  rule:
    | 'schema'
    | 'facts'
    | 'registry'
    | 'forbidden'
    | 'repeatedTitle'
    | 'cardGrid'
    | 'figureOnce'
    | 'industryFlow'
    | 'length'
    | 'figures'
    | 'places'
    | 'codes'
    | 'brands'
    | 'invented'
    | 'translation'
    | 'badges'
    | 'speed'
    | 'foreignMethod'
    | 'railPayer'
    | 'capability'
    | 'companyRules'
    | 'twins'
  /** The content file (content/countries/mexico.ts) or, for the registry, site/landingPages.ts. */
  file: string
  locale?: Locale
  /** The field, as written in the record: `benefits.cards[1].body`. */
  path?: string
  message: string
}

/** `content/countries/mexico.ts › pt-BR › benefits.cards[1].body: names …`: one line, file first, to jump to. */
export function formatProblem({ file, locale, path, message }: ContentProblem): string {
  return `${[file, locale, path].filter((part) => part !== undefined && part !== '').join(' › ')}: ${message}`
}
