import { contactAnchor, scrollToContact } from './scrollToContact.ts'

/** The attribute of every call-to-action link (a real link to #contact). */
export const ctaAttribute = 'data-cta'

/** The small-screen menu: its call-to-action closes it first (React's handler), then the page scrolls. */
const mobileMenu = '#mobile-menu'

/**
 * Every call-to-action scrolls smoothly to the contact section (instantly under reduced motion) and moves the focus
 * into it. One listener on the window, in the capture phase: a click inside an HTML-only part (page bodies, see
 * HtmlOnly) never bubbles past React's root, which stops the events that reach a boundary it will never hydrate, so a
 * bubbling listener would miss the heroes' and bodies' calls-to-action and leave them to the browser's jump. The
 * mobile menu's call-to-action waits for the next frame: React's handler closes the menu first, and the target is
 * measured in the final layout. Without JavaScript the link still jumps to #contact.
 */
export function scrollToContactOnCta(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link =
        event.target instanceof Element ? event.target.closest(`a[${ctaAttribute}="${contactAnchor}"]`) : null
      // Without a contact section here (an error page) the link goes to the home page's, as a plain link.
      if (!link || !document.getElementById(contactAnchor)) return
      event.preventDefault()
      if (link.closest(mobileMenu)) requestAnimationFrame(scrollToContact)
      else scrollToContact()
    },
    { capture: true },
  )
}
