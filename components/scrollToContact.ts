/** The contact section's anchor, the one target of every call-to-action on the site. */
export const contactAnchor = 'contact'

/** The contact section's heading: where a call-to-action leaves the keyboard focus. */
export const contactHeadingId = 'contact-heading'

/**
 * Smooth-scrolls to the contact section, instantly when the visitor asked for reduced motion, and moves the focus to
 * its heading (without a jump of its own), so the next Tab reaches the form rather than the next link of the page.
 */
export function scrollToContact(): void {
  const target = document.getElementById(contactAnchor)
  if (!target) return
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' })
  document.getElementById(contactHeadingId)?.focus({ preventScroll: true })
  history.replaceState(history.state, '', `#${contactAnchor}`)
}
