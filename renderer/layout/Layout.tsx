import type { ReactNode } from 'react'
import { HtmlOnly } from '../../components/HtmlOnly.tsx'
import { ContactSection } from '../../components/contact/ContactSection.tsx'
import { usePageContext } from '../usePageContext.ts'
import { Header } from './Header.tsx'

/** What only the server renders; the browser keeps its HTML without hydrating it (see HtmlOnly). */
export type HtmlOnlyParts = { page: ReactNode; footer: ReactNode }

/**
 * The page: the header (hydrated: menus, language toggle), the page's body (HTML only), the contact section
 * (hydrated; its form's code loads when the visitor nears it) and the footer (HTML only).
 */
export function Layout({ htmlOnly }: { htmlOnly?: HtmlOnlyParts }) {
  const { hasContactForm } = usePageContext()
  return (
    <>
      <Header />
      <main id="main">
        <HtmlOnly>{htmlOnly?.page}</HtmlOnly>
        {hasContactForm ? <ContactSection /> : null}
      </main>
      <HtmlOnly>{htmlOnly?.footer}</HtmlOnly>
    </>
  )
}
