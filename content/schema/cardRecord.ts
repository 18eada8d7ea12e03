import { z } from 'zod'
import { cardIconNames } from '../../site/cardIconNames.ts'
import { localizedText } from './localizedText.ts'

/** One card: its lucide icon (site/cardIconNames.ts lists the allowed ones), its title and its text. */
export const cardRecord = z.strictObject({
  icon: z.enum(cardIconNames),
  title: localizedText,
  body: localizedText,
})
