import * as z from 'zod/mini'
import { captchaOperations } from './contactContract.ts'

/**
 * The answer of POST /api/captcha/new (docs/contact-and-captcha.md): the server issues this shape, the browser checks it.
 * zod/mini keeps this check small in every page's bundle.
 */
export const captchaSchema = z.object({
  token: z.string().check(z.minLength(1)),
  num1: z.int(),
  num2: z.int(),
  operation: z.enum(captchaOperations),
  issuedAt: z.number(),
  question: z.string(),
})

export type Captcha = z.infer<typeof captchaSchema>
