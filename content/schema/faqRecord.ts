import { z } from 'zod'
import { localizedText } from './localizedText.ts'

/** The questions a buyer asks about a page, 4 to 6, answered from the facts only (FAQPage JSON-LD too). */
export const faqRecord = z
  .array(z.strictObject({ question: localizedText, answer: localizedText }))
  .min(4, 'needs at least 4 questions')
  .max(6, 'has more than 6 questions')
