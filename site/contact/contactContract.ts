/** The texts a visitor types, in the form's order. */
const texts = ['name', 'email', 'company', 'whatsapp', 'message'] as const

/**
 * The contact form's contract, shared by the browser's checks, the API and the form posted without JavaScript
 * (docs/contact-and-captcha.md): which fields there are and in what order, which are required, what makes up the
 * captcha and where the honeypot hides. contactSchema.ts holds each field's rule; tests/unit/contactContract.test.ts
 * checks the two agree.
 */
export const contactContract = {
  texts,
  /** The texts a lead cannot do without, in the form's order. */
  required: ['name', 'email', 'message'] as const satisfies readonly (typeof texts)[number][],
  /** The visitor's answer, then what the server issued with the question and the form sends back with it. */
  captcha: [
    'captchaAnswer',
    'captchaToken',
    'captchaNum1',
    'captchaNum2',
    'captchaOperation',
    'captchaIssuedAt',
  ] as const,
  /** The parts of the captcha that are integers (a urlencoded post carries them as text). */
  captchaIntegers: ['captchaAnswer', 'captchaNum1', 'captchaNum2', 'captchaIssuedAt'] as const,
  /** The field a visitor sees and fills for the captcha: every refused part of the captcha is shown on it. */
  captchaAnswer: 'captchaAnswer',
  /** The honeypot: the body's key, and the name of the hidden input (an innocent-looking "website"). */
  honeypot: { field: 'honeypot', input: 'website' },
  /**
   * The most characters each text may hold: the schema refuses more, and the form's fields take no more (`maxlength`),
   * so no entry that looks valid is refused only after the visitor has answered the captcha.
   */
  maxLength: { name: 100, email: 254, company: 100, whatsapp: 30, message: 5000 } satisfies Record<
    (typeof texts)[number],
    number
  >,
  /** What the visitor sees and fills, in the form's order: the texts, then the captcha's answer. */
  visible: [...texts, 'captchaAnswer'] as const,
} as const

export type ContactText = (typeof texts)[number]
export type RequiredContactText = (typeof contactContract.required)[number]

/**
 * The fields a visitor sees and fills, in the form's order (`visible` above): the names the API's `fields` list
 * uses (docs/contact-and-captcha.md) and the inputs the form marks. The honeypot is not one of them: a visitor never
 * sees it, so it is never marked.
 */
export const contactFieldNames = contactContract.visible

export type ContactFieldName = (typeof contactFieldNames)[number]

/**
 * The captcha's operations (docs/contact-and-captcha.md), the one list the token, the issued answer and the contact
 * body share.
 */
export const captchaOperations = ['+', '-', '*'] as const
export type CaptchaOperation = (typeof captchaOperations)[number]

/** How each operation is written in the question shown to the visitor ("7 × 5"). */
export const captchaSymbols = { '+': '+', '-': '−', '*': '×' } as const satisfies Record<CaptchaOperation, string>
