import { contactAnchor, scrollToContact } from './scrollToContact.ts'

/** The attribute of every call-to-action link (a real link to #contact). */
export const ctaAttribute = 'data-cta'

/**
 * Every call-to-action scrolls smoothly to the contact section (instantly under reduced motion). One listener on
 * the document: CTAs in HTML-only parts (page bodies) have no React handler. It runs after React's handlers
 * (bubbling reaches the document last), so the mobile menu has closed by then and the target is measured in the
 * final layout. Without JavaScript the link still jumps to #contact.
 */
export function scrollToContactOnCta(): void {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = event.target instanceof Element ? event.target.closest(`a[${ctaAttribute}="${contactAnchor}"]`) : null
    // Without a contact section here (an error page) the link goes to the home page's, as a plain link.
    if (!link || !document.getElementById(contactAnchor)) return
    event.preventDefault()
    scrollToContact()
  })
}
