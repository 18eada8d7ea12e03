import { z } from 'zod'
import { cardIconNames } from '../../site/cardIconNames.ts'

/**
 * The parts the content records are built of: a text in both languages side by side (docs/pages-and-copy.md), a
 * card and a page's questions.
 */

const sentence = z.string().trim().min(1, 'is empty')

/** A text in both languages: a missing or empty one fails the build. */
export const localizedText = z.strictObject({ 'pt-BR': sentence, 'en-US': sentence })

export type LocalizedText = z.infer<typeof localizedText>

/** One card: its lucide icon (site/cardIconNames.ts lists the allowed ones), its title and its text. */
export const cardRecord = z.strictObject({
  icon: z.enum(cardIconNames),
  title: localizedText,
  body: localizedText,
})

/** The questions a buyer asks about a page, 4 to 6, answered from the facts only (FAQPage JSON-LD too). */
export const faqRecord = z
  .array(z.strictObject({ question: localizedText, answer: localizedText }))
  .min(4, 'needs at least 4 questions')
  .max(6, 'has more than 6 questions')
