/**
 * The most JavaScript a first visit of any page may load, in bytes of gzip (level 9): its own scripts and the inline
 * script of <head> (docs/performance.md). The build fails above it
 * (enforceFirstLoadBudget.ts); `npm run size` prints every page against it.
 */
export const firstLoadBudget = 80 * 1024
