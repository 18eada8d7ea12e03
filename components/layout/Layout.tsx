import type { ReactNode } from 'react'
import { HtmlOnly } from '../HtmlOnly.tsx'
import { ContactSection } from '../contact/ContactSection.tsx'
import { useShellContext } from '../pageContext/shellContext.ts'
import { Header } from './Header.tsx'
import { SkipLink } from './SkipLink.tsx'

/** What only the server renders; the browser keeps its HTML without hydrating it (see HtmlOnly). */
export type HtmlOnlyParts = { page: ReactNode; footer: ReactNode; contactAside: ReactNode }

/**
 * The page: the header (hydrated: menus, language toggle), the page's body (HTML only), the contact section
 * (hydrated; its form's code loads when the visitor nears it) and the footer (HTML only).
 */
export function Layout({ htmlOnly }: { htmlOnly?: HtmlOnlyParts }) {
  const { hasContactForm } = useShellContext()
  return (
    <>
      <SkipLink />
      <Header />
      {/* Focusable by script only: the skip link's target takes the focus, so the next Tab continues from there. */}
      <main id="main" tabIndex={-1}>
        <HtmlOnly>{htmlOnly?.page}</HtmlOnly>
        {hasContactForm ? <ContactSection aside={htmlOnly?.contactAside} /> : null}
      </main>
      <HtmlOnly>{htmlOnly?.footer}</HtmlOnly>
    </>
  )
}
