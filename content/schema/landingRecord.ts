import { z } from 'zod'
import type { Family } from '../../site/landingPages.ts'
import type { HeroVisual } from '../../site/heroVisual.ts'
import { cardRecord, faqRecord, localizedText } from './recordParts.ts'

/** A story step: its own title (never shared by more than 3 template pages) and its sentence(s). */
const storyStep = z.strictObject({ title: localizedText, body: localizedText })

/**
 * What every page of the landing template says, in both languages (docs/pages-and-copy.md, "Content records"):
 * its head, the line under its menu link, the hero, the cards, its story in three steps, its questions and the
 * contact section's heading and hint. Each family's schema (familySchemas) refines it.
 */
const landingRecord = z.strictObject({
  meta: z.strictObject({ title: localizedText, description: localizedText }),
  /** The one line under the page's link in the menus and on the home page's solution cards. */
  menu: localizedText,
  hero: z.strictObject({ title: localizedText, subtitle: localizedText }),
  benefits: z.strictObject({
    heading: localizedText,
    cards: z.array(cardRecord).min(3, 'needs at least 3 cards').max(10, 'has more than 10 cards'),
  }),
  story: z.strictObject({
    title: localizedText,
    steps: z.array(storyStep).length(3, 'needs exactly 3 steps'),
  }),
  faq: faqRecord,
  /** The contact section on this page: a heading and the message field's hint that speak of it. */
  contact: z.strictObject({ heading: localizedText, hint: localizedText }),
})

export type LandingRecordInput = z.input<typeof landingRecord>

/** The words of an industry's hero scene: what is being paid (`title`) and one line under it (`note`). */
const sceneWords = z.strictObject({ title: localizedText, note: localizedText })

/**
 * An industry page: its story says how that business is paid (`paid`), pays out (`paysOut`) and settles
 * (`settles`), in the order that fits it; the content checks hold the steps to the industry's flow in the facts
 * (site/facts/industryFacts.ts): payroll pays its people and is paid by no customer. `scene` holds the words its
 * hero visual draws (industryRecordFor says which).
 */
const industryRecord = landingRecord.extend({
  story: z.strictObject({
    title: localizedText,
    steps: z
      .array(
        z.strictObject({ kind: z.enum(['paid', 'paysOut', 'settles']), title: localizedText, body: localizedText }),
      )
      .length(3, 'needs exactly 3 steps'),
  }),
  scene: sceneWords.partial({ note: true }).optional(),
})

/**
 * The schema of an industry record whose page draws `visual` (site/landingPages.ts): a checkout or payout scene needs its
 * title and note, an installment picker or an invoice its title; a visual that draws no scene refuses scene words.
 */
export function industryRecordFor(visual: HeroVisual) {
  switch (visual.kind) {
    case 'checkout':
    case 'payout':
      return industryRecord.extend({ scene: sceneWords })
    case 'installments':
    case 'invoice':
      return industryRecord.extend({ scene: sceneWords.pick({ title: true }) })
    default:
      return industryRecord.omit({ scene: true })
  }
}

export type IndustryRecordInput = z.input<typeof industryRecord>

/** The schema each family's records are checked with at build time (docs/pages-and-copy.md). */
export const familySchemas = {
  solutions: landingRecord,
  methods: landingRecord,
  countries: landingRecord,
  industries: industryRecord,
} as const satisfies Record<Family, typeof landingRecord | typeof industryRecord>
