import { z } from 'zod'

const sentence = z.string().trim().min(1, 'is empty')

/** A text in both languages side by side (docs/pages-and-copy.md): a missing or empty one fails the build. */
export const localizedText = z.strictObject({ 'pt-BR': sentence, 'en-US': sentence })

export type LocalizedText = z.infer<typeof localizedText>
