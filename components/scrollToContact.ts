/** The contact section's anchor, the one target of every call-to-action on the site. */
export const contactAnchor = 'contact'

/** Smooth-scrolls to the contact section, instantly when the visitor asked for reduced motion. */
export function scrollToContact(): void {
  const target = document.getElementById(contactAnchor)
  if (!target) return
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' })
  history.replaceState(history.state, '', `#${contactAnchor}`)
}
