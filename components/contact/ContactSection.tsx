import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { memo, Suspense, useEffect } from 'react'
import { styled } from 'styled-components'
import { useIslands } from '../islands/useIslands.ts'
import { Container } from '../Container.tsx'
import { contactAnchor, contactHeadingId } from '../scrollToContact.ts'
import { theme } from '../theme.ts'
import { ContactAside } from './ContactAside.tsx'
import { firstTouch } from './data/firstTouch.ts'

const text = {
  heading: msg({ id: 'contact.heading', message: 'Fale com a nossa equipe' }),
  intro: msg({
    id: 'contact.intro',
    message: 'Conte o que a sua empresa precisa e um especialista responde em até um dia útil.',
  }),
}

/**
 * The contact section at the bottom of every marketing page: the target of every call-to-action. The form, and beside
 * it on wide screens what happens after sending (server HTML the browser keeps as it is).
 * Memoized with no props: an update reaching the form's boundary before its code has arrived would make React
 * drop the server's HTML of the form (see browserIslands).
 */
export const ContactSection = memo(function ContactSection() {
  const { i18n } = useLingui()
  const { ContactForm } = useIslands()
  // The visit's first page keeps its campaign tags for the form, whichever page it is finally sent from (docs/progressive-enhancement.md).
  useEffect(() => void firstTouch(), [])
  return (
    <Section id={contactAnchor} aria-labelledby={contactHeadingId}>
      <Container>
        {/* Focusable by script only: the calls-to-action move the focus here (scrollToContact). */}
        <h2 id={contactHeadingId} tabIndex={-1}>
          {i18n._(text.heading)}
        </h2>
        <p>{i18n._(text.intro)}</p>
        <Columns>
          <div>
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          </div>
          <ContactAside />
        </Columns>
      </Container>
    </Section>
  )
})

const Section = styled.section`
  padding: 72px 0;
  background: ${theme.color.canvas};
  h2 {
    font-size: 2rem;
  }
`

const Columns = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 32px;
  align-items: start;
  @media (min-width: ${theme.wide}) {
    grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
    gap: 40px;
  }
`
