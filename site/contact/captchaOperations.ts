/** The captcha's operations (docs/contact-and-captcha.md), the one list the token, the issued answer and the contact body share. */
export const captchaOperations = ['+', '-', '*'] as const
export type CaptchaOperation = (typeof captchaOperations)[number]

/** How each operation is written in the question shown to the visitor ("7 × 5"). */
export const captchaSymbols = { '+': '+', '-': '−', '*': '×' } as const satisfies Record<CaptchaOperation, string>
