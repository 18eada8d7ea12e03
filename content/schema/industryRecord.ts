import { z } from 'zod'
import type { HeroVisual } from '../../site/heroVisual.ts'
import { landingRecord } from './landingRecord.ts'
import { localizedText } from './recordParts.ts'

/** The words of an industry's hero scene: what is being paid (`title`) and one line under it (`note`). */
const sceneWords = z.strictObject({ title: localizedText, note: localizedText })

/**
 * An industry page: its story says how that business is paid (`paid`), pays out (`paysOut`) and settles
 * (`settles`), in the order that fits it; the content checks hold the steps to the industry's flow in the facts
 * (site/facts/industryFacts.ts): payroll pays its people and is paid by no customer. `scene` holds the words its
 * hero visual draws (industryRecordFor says which).
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
  scene: sceneWords.partial({ note: true }).optional(),
})

/**
 * The schema of an industry record whose page draws `visual` (site/landingPages.ts): a checkout or payout scene needs its
 * title and note, an installment picker or an invoice its title; a visual that draws no scene refuses scene words.
 */
export function industryRecordFor(visual: HeroVisual) {
  switch (visual.kind) {
    case 'checkout':
    case 'payout':
      return industryRecord.extend({ scene: sceneWords })
    case 'installments':
    case 'invoice':
      return industryRecord.extend({ scene: sceneWords.pick({ title: true }) })
    default:
      return industryRecord.omit({ scene: true })
  }
}

export type IndustryRecordInput = z.input<typeof industryRecord>
