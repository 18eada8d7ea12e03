import { z } from 'zod'
import { cardRecord, localizedText } from './recordParts.ts'

const titled = z.strictObject({ title: localizedText, body: localizedText })

/**
 * About (docs/pages-and-copy.md: story, mission, what we do in 4 items, values): its own hero, the facts grid's heading (the grid
 * is drawn from the facts), how working with the company goes in 4 steps (contact, verification, integration, going
 * live: only what the terms and the spec say), and the values as behaviour.
 */
export const aboutRecord = z.strictObject({
  meta: z.strictObject({ title: localizedText, description: localizedText }),
  hero: z.strictObject({ title: localizedText, subtitle: localizedText }),
  story: titled,
  mission: titled,
  whatWeDo: z.strictObject({ title: localizedText, items: z.array(cardRecord).length(4, 'needs exactly 4 items') }),
  /** The facts grid's heading, intro and the name of each count it shows (the counts come from the facts). */
  facts: z.strictObject({
    title: localizedText,
    intro: localizedText,
    countries: localizedText,
    methods: localizedText,
    currencies: localizedText,
    rails: localizedText,
  }),
  process: z.strictObject({ title: localizedText, steps: z.array(titled).length(4, 'needs exactly 4 steps') }),
  values: z.strictObject({ title: localizedText, items: z.array(cardRecord).length(4, 'needs exactly 4 values') }),
})

export type AboutRecordInput = z.input<typeof aboutRecord>
