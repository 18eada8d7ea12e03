import { z } from 'zod'
import { cardRecord, faqRecord, localizedText } from './recordParts.ts'

/**
 * The home page: hero, the headings of the blocks drawn from the facts (figures, solutions, countries and methods),
 * three reasons that do not restate the figures, and its own questions.
 */
export const homeRecord = z.strictObject({
  meta: z.strictObject({ title: localizedText, description: localizedText }),
  hero: z.strictObject({ title: localizedText, subtitle: localizedText }),
  solutions: z.strictObject({ heading: localizedText }),
  benefits: z.strictObject({ heading: localizedText, cards: z.array(cardRecord).length(3, 'needs exactly 3 cards') }),
  markets: z.strictObject({ heading: localizedText, intro: localizedText }),
  faq: faqRecord,
})

export type HomeRecordInput = z.input<typeof homeRecord>
