import type { apiErrorMessages } from '../../renderer/contact/apiErrorMessages.ts'

/**
 * Every error text an API route can send. A type-only import: the server never loads the macro file,
 * but a code without a message there does not compile.
 */
export type ApiErrorCode = keyof typeof apiErrorMessages
