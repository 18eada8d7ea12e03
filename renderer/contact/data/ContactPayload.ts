import type { z } from 'zod'
import type { contactSchema } from '../../../server/api/contact/contactSchema.ts'

/**
 * The JSON body of POST /api/contact, as the server's schema accepts it (DESIGN §3).
 * A type-only import: none of the server's code reaches the browser bundle.
 */
export type ContactPayload = z.input<typeof contactSchema>
