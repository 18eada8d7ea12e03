import { z } from 'zod'
import { localizedText } from './recordParts.ts'

/**
 * Terms and privacy: numbered sections. A body keeps a plain convention: a blank line starts a paragraph, a block of
 * lines starting with `- ` is a list (components/RichText.tsx).
 */
export const documentRecord = z.strictObject({
  meta: z.strictObject({ title: localizedText, description: localizedText }),
  title: localizedText,
  updated: localizedText,
  intro: localizedText,
  sections: z.array(z.strictObject({ title: localizedText, body: localizedText })).min(1),
})

export type DocumentRecordInput = z.input<typeof documentRecord>
