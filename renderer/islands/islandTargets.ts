import type { Target } from './whenNeeded.ts'

/**
 * Where each part of the page that needs code starts to be needed (whenNeeded): the header when the pointer, the
 * focus or a key enters it; the contact section also when it comes within a screen of the viewport, so its code is
 * there before the visitor reaches the form.
 */
export const islandTargets = {
  header: { selector: 'header' },
  contact: { selector: '#contact', ahead: '100% 0px' },
} satisfies Record<string, Target>
