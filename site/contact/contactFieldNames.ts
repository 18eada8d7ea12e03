/**
 * The fields a visitor sees and fills, in the form's order: the names the API's `fields` list uses (DESIGN §7) and
 * the inputs the form marks. The honeypot is not one of them: a visitor never sees it, so it is never marked.
 */
export const contactFieldNames = ['name', 'email', 'company', 'whatsapp', 'message', 'captchaAnswer'] as const

export type ContactFieldName = (typeof contactFieldNames)[number]
