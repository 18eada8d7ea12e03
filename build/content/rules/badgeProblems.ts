import { factLabel } from '../../../site/facts/factLabel.ts'
import type { FactRef } from '../../../site/facts/FactRef.ts'
import type { LandingPage } from '../../../site/landingPages.ts'
import { locales } from '../../../site/locales.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { sameFacts } from '../vocabulary/factMentions.ts'

const normalised = (label: string) => label.normalize('NFC').toLocaleLowerCase().replace(/\s+/gu, ' ').trim()

/** Why two badges of one hero show one fact, or undefined when they are two facts. */
function sameFact(a: FactRef, b: FactRef): string | undefined {
  if (a === b) return 'the same fact id'
  const label = locales.find((locale) => normalised(factLabel(a, locale)) === normalised(factLabel(b, locale)))
  if (label !== undefined) return `the same label, “${factLabel(a, label)}”`
  if (sameFacts.some((ids) => ids.includes(a) && ids.includes(b)))
    return 'one fact under two names (vocabulary/factMentions.ts)'
  return undefined
}

/**
 * Rule 15: a page's hero badges are distinct facts (site/landingPages.ts): no fact id twice, no two ids that show one
 * label (method:usdt and currency:USDT are both “USDT”), no fact under two names (KYC/AML and fraud prevention). The
 * later badge is reported, naming the earlier one.
 */
export function badgeProblems(pages: readonly LandingPage[]): ContentProblem[] {
  return pages.flatMap((page) =>
    page.badges.flatMap((ref, index): ContentProblem[] => {
      const earlier = page.badges.slice(0, index).findIndex((other) => sameFact(other, ref) !== undefined)
      if (earlier === -1) return []
      return [
        {
          rule: 'badges',
          file: 'site/landingPages.ts',
          path: `${page.family}/${page.slug}.badges[${index}]`,
          message: `repeats badges[${earlier}] (${page.badges[earlier]}) as ${ref}: ${sameFact(page.badges[earlier], ref)}; a hero shows each fact once`,
        },
      ]
    }),
  )
}
