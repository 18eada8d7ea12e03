import * as z from 'zod/mini'

/** The answer of POST /api/captcha/new (DESIGN §2). zod/mini keeps this check small in every page's bundle. */
export const captchaSchema = z.object({
  token: z.string().check(z.minLength(1)),
  num1: z.int(),
  num2: z.int(),
  operation: z.enum(['+', '-', '*']),
  issuedAt: z.number(),
  question: z.string(),
})

export type Captcha = z.infer<typeof captchaSchema>
