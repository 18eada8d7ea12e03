import { z } from 'zod'
import { cardRecord, faqRecord, localizedText } from './recordParts.ts'

/** A story step: its own title (never shared by more than 3 template pages) and its sentence(s). */
const storyStep = z.strictObject({ title: localizedText, body: localizedText })

/**
 * What every page of the landing template says, in both languages (docs/pages-and-copy.md, "Content records"):
 * its head, the line under its menu link, the hero, the cards, its story in three steps, its questions and the
 * contact section's heading and hint. Each family's schema (familySchemas.ts) refines it.
 */
export const landingRecord = z.strictObject({
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
