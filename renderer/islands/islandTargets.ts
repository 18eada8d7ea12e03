import type { Target } from './whenNeeded.ts'

/**
 * Where each part of the page that needs code starts to be needed (whenNeeded): the header when the pointer, the
 * focus or a key enters it; the contact section also when it comes within two screens of the viewport, so its code and
 * its question are there before a visitor scrolling at an ordinary pace reaches the form (one screen left a grey
 * placeholder for a second or two on an ordinary connection).
 */
export const islandTargets = {
  header: { selector: 'header' },
  contact: { selector: '#contact', ahead: '200% 0px' },
} satisfies Record<string, Target>
