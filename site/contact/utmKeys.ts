/**
 * The campaign tags a lead keeps (docs/progressive-enhancement.md), as they appear on a landing URL. Apart from the schema, so that the
 * browser's first-touch reader needs no zod.
 */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

export type UtmKey = (typeof utmKeys)[number]
