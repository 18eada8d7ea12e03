import type { MessageType } from '@lingui/conf'
import { z } from 'zod'

// A translation carries the source text it was made from as a translator comment: `# pt-BR: "…"` (JSON, so one line
// holds any text). Lingui keeps translator comments through every extract (docs/pages-and-copy.md, "Changing a text").
const marker = 'pt-BR: '
const translatorComments = z.object({ translatorComments: z.array(z.string()).default([]) }).loose()

/** The source text a translation was last reviewed against, kept in its translator comments. */
export const reviewedSource = {
  read(message: MessageType): string | undefined {
    const comment = translatorComments
      .parse(message.extra ?? {})
      .translatorComments.find((line) => line.startsWith(marker))
    return comment === undefined ? undefined : z.string().parse(JSON.parse(comment.slice(marker.length)))
  },
  write(message: MessageType, source: string): MessageType {
    const extra = translatorComments.parse(message.extra ?? {})
    const others = extra.translatorComments.filter((line) => !line.startsWith(marker))
    return {
      ...message,
      extra: { ...extra, translatorComments: [`${marker}${JSON.stringify(source)}`, ...others] },
    }
  },
}
