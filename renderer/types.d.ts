import type { Messages } from '@lingui/core'
import type React from 'react'
import type { PageMetaOf } from '../components/pageContext/PageMeta.ts'
import type { NavGroup } from '../components/layout/navGroups.ts'
import type { ContactFormState } from '../site/contact/contactFormState.ts'
import type { Locale } from '../site/locales.ts'

declare global {
  namespace Vike {
    interface Config {
      /** The page's title and description: each page's own `+pageMeta.ts`. */
      pageMeta?: PageMetaOf
    }
    interface PageContext {
      Page: () => React.JSX.Element
      /** The language of the URL, decided by the server once per request (server/middleware/decideLocale.ts). */
      locale: Locale
      /** The URL's pathname without its language prefix: "/en/terms" → "/terms". */
      logicalPath: string
      /** The logical path the language toggle leads to in the other language: this page, or home from an error page. */
      twinPath: string
      /** The catalogues the hydrated parts need (layout and form), activated before hydration. */
      messages: Messages
      /** The header's menus, in the page's language (built from the registry, which stays off the browser). */
      navGroups: NavGroup[]
      /** The contact section's heading and the message field's hint for this page (components/contact/contactTopic.ts). */
      contactTopic: { heading: string; hint: string }
      /** Whether the page ends with the contact section (every page but the error pages). */
      hasContactForm: boolean
      /** The server's answer to the contact form posted without JavaScript, on that one response (never cached). */
      contactForm?: ContactFormState
      /** Origin of absolute URLs (canonical, hreflang, Open Graph), from PUBLIC_URL. */
      publicUrl: string
      /** The year of the copyright line, fixed at render so server and client agree. */
      year: number
    }
  }
}

export {}
