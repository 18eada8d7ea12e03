import { z } from 'zod'
import { captchaOperations } from '../captcha/captchaToken.ts'
import type { ClassifyIssues } from '../validate.ts'

// Line breaks (and other control characters but tab) in a one-line field could forge e-mail headers.
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value.replaceAll('\t', ' ')), { message: 'must be a single line' })

/** An optional text: absent, null and '' all mean "not given". */
const optional = <T extends z.ZodType<string>>(schema: T) => schema.nullish().transform((value) => value ?? '')

/** The body of POST /api/contact (SPEC §7, DESIGN §3). Unknown keys are dropped. */
export const contactSchema = z.object({
  name: oneLine(100).pipe(z.string().min(1)),
  // min(1) first: an empty e-mail is "missing", a malformed one "invalid".
  email: oneLine(254).pipe(z.string().min(1)).pipe(z.email()),
  company: optional(oneLine(100)),
  whatsapp: optional(oneLine(30).pipe(z.string().regex(/^[\d\s+()-]*$/))),
  message: z.string().trim().min(1).max(5000),
  captchaAnswer: z.number().int(),
  captchaToken: z.string().min(1).max(1000),
  captchaNum1: z.number().int(),
  captchaNum2: z.number().int(),
  captchaOperation: z.enum(captchaOperations),
  captchaIssuedAt: z.number().int(),
  // The hidden "website" field: people never see it, so anything in it is a bot.
  honeypot: z.literal('').nullish(),
})

export type ContactInput = z.infer<typeof contactSchema>

const required = new Set(['name', 'email', 'message'])
const captchaFields = new Set(['captchaAnswer', 'captchaToken', 'captchaNum1', 'captchaNum2', 'captchaOperation', 'captchaIssuedAt'])

/**
 * Which text a failed contact body gets, in the order a visitor would want to hear about it: spam, then missing
 * required fields (SPEC §5), then the e-mail, then a missing or non-numeric captcha answer; the log reason is
 * 'invalid' for all but the honeypot.
 */
export const classifyContactIssues: ClassifyIssues = (issues, fields) => {
  if (fields.includes('honeypot')) return { status: 400, reason: 'honeypot', code: 'honeypot', fields: ['honeypot'] }
  if (fields.includes('(body)')) return { status: 400, reason: 'invalid', code: 'invalid_request', fields }
  const missing = issues.some(
    (issue) => required.has(String(issue.path[0])) && (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)),
  )
  if (missing) return { status: 400, reason: 'invalid', code: 'required', fields }
  if (fields.includes('email')) return { status: 400, reason: 'invalid', code: 'invalid_email', fields }
  if (fields.every((field) => captchaFields.has(field))) return { status: 400, reason: 'invalid', code: 'captcha_wrong', fields }
  return { status: 400, reason: 'invalid', code: 'invalid', fields }
}
