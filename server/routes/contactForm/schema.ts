import { z } from 'zod'
import { attributionSchema } from '../../../site/contact/attributionSchema.ts'
import { contactContract } from '../../../site/contact/contactContract.ts'
import { utmKeys } from '../../../site/contact/utmKeys.ts'
import type { ContactValues } from '../../../site/contact/contactFormState.ts'
import { contactSchema } from '../../../site/contact/contactSchema.ts'

/**
 * The body of the form posted without JavaScript to a page: urlencoded, at most 48 KiB (formBodyLimit, readBody), turned into the
 * API's body (readFormPost) and checked by the API's schema (site/contact/contactSchema.ts), or, when the visitor had
 * no question yet, by the same schema without the captcha (firstStepSchema).
 */

const captcha = new Set<string>(contactContract.captcha)

/** The first step of a visitor who had no question yet: everything but the question is checked. */
export const firstStepSchema = z.object(
  Object.fromEntries(Object.entries(contactSchema.shape).filter(([field]) => !captcha.has(field))),
)

// A field sent twice arrives as a list: its first value counts, as a browser would send one.
const formBody = z.record(z.string(), z.union([z.string(), z.array(z.string())]))
const integer = /^-?\d{1,15}$/
const integers = new Set<string>(contactContract.captchaIntegers)

/** What the form sent without JavaScript carries, read from its urlencoded body. */
export type FormPost = {
  /** The body as /api/contact would receive it, for the same schema. */
  payload: Record<string, unknown>
  /** The visible texts, to give back to the visitor as typed. */
  values: ContactValues
  hasCaptcha: boolean
  utm: z.output<typeof attributionSchema>['utm']
}

/**
 * Turns the urlencoded form into the API's payload: numbers where the API takes numbers (a non-number is passed on
 * as text, so the schema refuses it exactly as the API would), the honeypot from its input `website`, the page from
 * the URL the form was posted to. The campaign tags come from the hidden fields of an earlier step, else from the
 * page's own address (the same-origin Referer); a malformed tag is dropped, never a reason to refuse the visitor.
 */
export function readFormPost(body: unknown, page: string, referer: string | undefined): FormPost {
  const parsed = formBody.safeParse(body)
  const fields = parsed.success ? parsed.data : {}
  const text = (key: string): string => {
    const value = fields[key]
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
  }
  const optional = (key: string) => text(key) || undefined
  const number = (key: string) => {
    const value = text(key).trim()
    return integer.test(value) ? Number(value) : optional(key)
  }
  const fromFields = Object.fromEntries(utmKeys.map((key) => [key, text(key)]))
  const hasTags = utmKeys.some((key) => text(key))
  const utm = attributionSchema.shape.utm.safeParse(hasTags ? fromFields : refererTags(referer))
  const values: ContactValues = {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    whatsapp: text('whatsapp'),
    message: text('message'),
  }
  return {
    payload: {
      ...values,
      ...Object.fromEntries(
        contactContract.captcha.map((field) => [field, integers.has(field) ? number(field) : optional(field)]),
      ),
      [contactContract.honeypot.field]: text(contactContract.honeypot.input),
      page,
      utm: utm.success ? utm.data : {},
    },
    values,
    hasCaptcha: text('captchaToken') !== '',
    utm: utm.success ? utm.data : {},
  }
}

function refererTags(referer: string | undefined): Record<string, string> {
  if (!referer) return {}
  try {
    const params = new URL(referer).searchParams
    return Object.fromEntries(utmKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])))
  } catch {
    return {}
  }
}
