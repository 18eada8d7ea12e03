import { z } from 'zod'
import { utmKeys, type UtmKey } from './utmKeys.ts'

// Printable text only: no control, format or unassigned characters (nothing that could forge a header or hide text).
const tag = z
  .string()
  .trim()
  .max(100)
  .refine((value) => !/\p{C}/u.test(value), { message: 'must be printable' })

/**
 * Where a lead came from: the page it was sent from (its logical path, "/countries/mexico") and the first-touch UTM
 * tags of the visit. Unknown keys are dropped, empty tags mean "not given"; the whole of it is optional, so a client
 * that knows nothing of it still sends a valid form.
 */
export const attributionSchema = z.object({
  page: z
    .string()
    .max(200)
    .regex(/^\/[a-z0-9/-]*$/)
    .nullish()
    .transform((value) => value ?? ''),
  utm: z
    .object({
      utm_source: tag.optional(),
      utm_medium: tag.optional(),
      utm_campaign: tag.optional(),
      utm_term: tag.optional(),
      utm_content: tag.optional(),
    } satisfies Record<UtmKey, z.ZodType>)
    .nullish()
    .transform((utm) => {
      const kept: Partial<Record<UtmKey, string>> = {}
      for (const key of utmKeys) if (utm?.[key]) kept[key] = utm[key]
      return kept
    }),
})
