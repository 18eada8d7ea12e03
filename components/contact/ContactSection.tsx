import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { memo, Suspense, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { useIslands } from '../islands/IslandsContext.ts'
import { Container } from '../Container.tsx'
import { contactAnchor, contactHeadingId } from '../scrollToContact.ts'
import { theme } from '../theme.ts'
import { useShellContext } from '../pageContext/shellContext.ts'
import { HtmlOnly } from '../HtmlOnly.tsx'

const text = {
  intro: msg({
    id: 'contact.intro',
    message: 'Conte do que a sua empresa precisa: países, métodos de pagamento e moedas.',
  }),
}

/**
 * The contact section at the bottom of every marketing page: the target of every call-to-action. The form, and beside
 * it on wide screens what happens after sending (server HTML the browser keeps as it is: `aside`, see HtmlOnly).
 * Memoized, and its one prop is given by the server only (the browser's is always undefined): an update reaching the form's boundary before its code has arrived would make React
 * drop the server's HTML of the form (see browserIslands).
 */
export const ContactSection = memo(function ContactSection({ aside }: { aside?: ReactNode }) {
  const { i18n } = useLingui()
  const { ContactForm, Toasts } = useIslands()
  const { contactTopic } = useShellContext()
  return (
    <Section id={contactAnchor} aria-labelledby={contactHeadingId} data-shared-block="contact">
      <Columns>
        <Lead>
          {/* Focusable by script only: the calls-to-action move the focus here (scrollToContact). */}
          <h2 id={contactHeadingId} tabIndex={-1}>
            {contactTopic.heading}
          </h2>
          <p>{i18n._(text.intro)}</p>
        </Lead>
        <FormColumn>
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </FormColumn>
        <AsideColumn>
          <HtmlOnly>{aside}</HtmlOnly>
        </AsideColumn>
      </Columns>
    </Section>
  )
})

const Section = styled.section`
  padding: 32px 0;
  @media (min-width: ${theme.medium}) {
    padding: 48px 0;
  }
  @media (min-width: ${theme.wide}) {
    padding: 40px 0;
  }
  background: ${theme.color.canvas};
  h2 {
    font-size: ${theme.type.h2};
    @media (min-width: ${theme.medium}) {
      font-size: 2rem;
    }
  }
`

// On a wide screen the heading and what happens after sending sit beside the form, so the section stays short; on
// a phone the form comes right after the heading.
const Columns = styled(Container)`
  display: grid;
  gap: 16px;
  @media (min-width: ${theme.medium}) {
    gap: 24px;
  }
  align-items: start;
  grid-template-areas: 'lead' 'form' 'aside';
  @media (min-width: ${theme.wide}) {
    grid-template-columns: minmax(280px, 380px) minmax(0, 1fr);
    grid-template-areas: 'lead form' 'aside form';
    grid-template-rows: auto 1fr;
    column-gap: 48px;
  }
`
const Lead = styled.div`
  grid-area: lead;
  p {
    margin: 0;
  }
`
const FormColumn = styled.div`
  grid-area: form;
`
const AsideColumn = styled.div`
  grid-area: aside;
`
