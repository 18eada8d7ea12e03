import { z } from 'zod'
import { attributionSchema } from './attributionSchema.ts'
import { captchaOperations, contactContract } from './contactContract.ts'

// Line breaks (and other control characters but tab) in a one-line field could forge e-mail headers; a lone surrogate
// is no text at all (Postgres' jsonb refuses it, see docs/leads.md).
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\p{Cc}\p{Cs}\u2028\u2029]/u.test(value.replaceAll('\t', ' ')), {
      message: 'must be a single line of text',
    })

// Free text keeps its line breaks and tabs, but neither NUL nor a lone surrogate: both stores must hold every lead.
const storable = (value: string) => !/[\0\p{Cs}]/u.test(value)

const { maxLength } = contactContract

/** An optional text: absent, null and '' all mean "not given". */
const optional = <T extends z.ZodType<string>>(schema: T) => schema.nullish().transform((value) => value ?? '')

/**
 * The body of POST /api/contact (docs/contact-and-captcha.md, docs/contact-and-captcha.md). Unknown keys are dropped. The server parses with it; the
 * browser only takes its input type (ContactPayload), so none of zod's full build reaches a page.
 */
export const contactSchema = z.object({
  name: oneLine(maxLength.name).pipe(z.string().min(1)),
  // min(1) first: an empty e-mail is "missing", a malformed one "invalid".
  email: oneLine(maxLength.email).pipe(z.string().min(1)).pipe(z.email()),
  company: optional(oneLine(maxLength.company)),
  whatsapp: optional(oneLine(maxLength.whatsapp).pipe(z.string().regex(/^[\d\s+()-]*$/))),
  // A browser posting the form sends each line break as CRLF, while the field's maxlength counts it as one character:
  // counted as one here too, so the longest message the field takes is never refused as too long.
  message: z
    .string()
    .overwrite((value) => value.replaceAll(/\r\n?/g, '\n'))
    .trim()
    .min(1)
    .max(maxLength.message)
    .refine(storable, { message: 'must be text' }),
  captchaAnswer: z.number().int(),
  captchaToken: z.string().min(1).max(1000),
  captchaNum1: z.number().int(),
  captchaNum2: z.number().int(),
  captchaOperation: z.enum(captchaOperations),
  captchaIssuedAt: z.number().int(),
  // The hidden "website" field: people never see it, so anything in it is a bot.
  honeypot: z.literal('').nullish(),
  // Where the lead came from (docs/progressive-enhancement.md): the page and the visit's first-touch campaign tags.
  ...attributionSchema.shape,
})

export type ContactInput = z.infer<typeof contactSchema>

/** What the browser sends: the schema's input. */
export type ContactPayload = z.input<typeof contactSchema>
