/** The element that marks a server-only part in the rendered HTML until unmarkServerOnly takes it out. */
export const serverOnlyTag = 'server-only'
