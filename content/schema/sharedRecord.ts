import { z } from 'zod'
import { localizedText } from './recordParts.ts'

const infoSection = z.strictObject({ title: localizedText, body: localizedText })

/**
 * The blocks several pages share (docs/pages-and-copy.md, “What each page shows”): the market billboard (its figures come from the facts), the three info
 * sections, the security and compliance band (its statements come from the facts), and the headings around a
 * template page's story and questions.
 */
export const sharedRecord = z.strictObject({
  billboard: z.strictObject({ kicker: localizedText, heading: localizedText }),
  info: z.strictObject({ freedom: infoSection, stablecoin: infoSection, technology: infoSection }),
  trust: z.strictObject({ heading: localizedText, intro: localizedText, terms: localizedText }),
  related: localizedText,
  faqHeading: localizedText,
})

export type SharedRecordInput = z.input<typeof sharedRecord>
