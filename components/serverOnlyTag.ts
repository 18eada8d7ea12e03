/** The element HtmlOnly wraps its server-rendered part in, until renderer/serverOnly/unmarkServerOnly.ts takes it out. */
export const serverOnlyTag = 'server-only'
