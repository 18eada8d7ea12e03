import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { usePageContext } from '../pageContext/pageContext.ts'
import { industryFacts } from '../../site/facts/industryFacts.ts'
import { findLandingPage } from '../../site/landingPages.ts'
import { localizePath } from '../../site/locales.ts'
import { theme } from '../theme.ts'

const text = {
  title: msg({ id: 'contact.asideTitle', message: 'Depois que você enviar' }),
  reply: msg({
    id: 'contact.asideReply',
    message: 'A nossa equipe lê a sua mensagem e responde no e-mail que você informar.',
  }),
  talk: msg({
    id: 'contact.asideTalk',
    message: 'Conversamos sobre os países, os métodos de pagamento e as moedas de que a sua empresa precisa.',
  }),
  trust: msg({
    id: 'contact.asideTrust',
    message:
      '{audience, select, payees {A Fluxa atende apenas empresas e nunca entra em contato com as pessoas que a sua empresa paga.} other {A Fluxa atende apenas empresas e nunca entra em contato com os seus clientes.}}',
  }),
  data: msg({
    id: 'contact.asideData',
    message: 'Usamos os seus dados apenas para responder a este contato e, se for o caso, enviar uma proposta.',
  }),
  privacy: msg({ id: 'contact.asidePrivacy', message: 'Leia a Política de Privacidade' }),
}

/**
 * Beside the form: what happens after sending, one line of the terms (who the company serves, whom it never
 * contacts), and what is done with the visitor's data (docs/pages-and-copy.md).
 */
export function ContactAside() {
  const { i18n } = useLingui()
  const { locale, logicalPath } = usePageContext()
  const page = findLandingPage(logicalPath)
  // The terms' "never contacts end users", said of whoever they are on this page: a business that only pays out
  // (payroll, a creator platform) has no customers paying it (site/facts/industryFacts.ts).
  const audience = page?.family === 'industries' && industryFacts[page.slug].flow === 'paysOut' ? 'payees' : 'customers'
  return (
    <Aside aria-labelledby="contact-aside-title">
      <h3 id="contact-aside-title">{i18n._(text.title)}</h3>
      <ol>
        <li>
          <Step aria-hidden="true">1</Step>
          <span>{i18n._(text.reply)}</span>
        </li>
        <li>
          <Step aria-hidden="true">2</Step>
          <span>{i18n._(text.talk)}</span>
        </li>
      </ol>
      <Trust>{i18n._({ ...text.trust, values: { audience } })}</Trust>
      <Privacy>
        {i18n._(text.data)} <a href={localizePath('/privacy', locale)}>{i18n._(text.privacy)}</a>
      </Privacy>
    </Aside>
  )
}

const Aside = styled.aside`
  padding: 20px 18px;
  @media (min-width: ${theme.medium}) {
    padding: 28px;
  }
  border-radius: ${theme.radius};
  background: ${theme.color.navy};
  color: ${theme.color.onDark};
  --focus-ring: ${theme.focusRing.onDark};
  h3 {
    margin: 0 0 12px;
    font-size: ${theme.type.h3};
    color: ${theme.color.onDark};
  }
  ol {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    line-height: 1.5;
  }
`

const Step = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${theme.color.accentBright};
  color: ${theme.color.navyDeep};
  font-weight: 700;
  font-size: 0.875rem;
`

// One line of the terms' statements beside the form (docs/pages-and-copy.md): who the company serves.
const Trust = styled.p`
  margin: 16px 0 0;
  font-weight: 600;
  color: ${theme.color.onDark};
`

const Privacy = styled.p`
  margin: 16px 0 0;
  padding-top: 12px;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: ${theme.type.small};
  color: ${theme.color.onDarkSoft};
  a {
    color: ${theme.color.onDark};
    font-weight: 600;
  }
`
