/**
 * The header bar's own "Talk to Sales" link: the phone menu repeats it, and once React has the header that menu is
 * in the page (hidden while closed), so a plain `header a[data-cta]` would find both.
 */
export const headerCta = 'header a[data-cta="contact"]:not(#mobile-menu *)'
