import { z } from 'zod'
import { landingRecord } from './landingRecord.ts'
import { localizedText } from './localizedText.ts'

/**
 * An industry page: its story says how that business is paid (`paid`), pays out (`paysOut`) and settles
 * (`settles`), in the order that fits it; the content checks hold the steps to the industry's flow in the facts
 * (site/facts/industryFacts.ts): payroll pays its people and is paid by no customer.
 */
export const industryRecord = landingRecord.extend({
  story: z.strictObject({
    title: localizedText,
    steps: z
      .array(
        z.strictObject({ kind: z.enum(['paid', 'paysOut', 'settles']), title: localizedText, body: localizedText }),
      )
      .length(3, 'needs exactly 3 steps'),
  }),
})

export type IndustryRecordInput = z.input<typeof industryRecord>
