import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { landingLinkMessage } from '../layout/navMessages.ts'
import { findLandingPage } from '../../site/landingPages.ts'

const text = {
  heading: msg({ id: 'contact.heading', message: 'Fale com a nossa equipe' }),
  headingTopic: msg({ id: 'contact.headingTopic', message: 'Fale com a gente sobre {topic}' }),
  headingCountry: msg({
    id: 'contact.headingCountry',
    message:
      '{country, select, brazil {Fale com a gente sobre vender no Brasil} mexico {Fale com a gente sobre vender no México} argentina {Fale com a gente sobre vender na Argentina} other {Fale com a gente sobre vender na Colômbia}}',
  }),
  messageHint: msg({
    id: 'contact.messageHint',
    message:
      '{family, select, countries {Conte o que a sua empresa vende e como quer receber dos clientes.} methods {Conte onde você quer aceitar {topic} e em qual moeda quer liquidar.} solutions {Conte o que a sua empresa quer resolver com {topic}.} industries {Conte como o seu negócio recebe hoje e para onde quer crescer.} other {Conte o que a sua empresa precisa: países, métodos de pagamento e moedas.}}',
  }),
}

/** A menu label inside a sentence: 'Folha de pagamento' reads 'folha de pagamento'; PIX, SPEI and USDT stay. */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label)

/**
 * What the contact section says on a page: on a solution, method, country or industry page its heading and the
 * message field's hint speak of that page ('Talk to us about PIX'); elsewhere the general ones. Its words are menu
 * labels (nav.*); the server computes them once and passes them in the page context (renderer/+onRenderHtml.tsx).
 */
export function contactTopic(i18n: I18n, logicalPath: string): { heading: string; hint: string } {
  const page = findLandingPage(logicalPath)
  if (!page) return { heading: i18n._(text.heading), hint: i18n._({ ...text.messageHint, values: { family: 'home' } }) }
  const name = i18n._(landingLinkMessage(page))
  const topic = inSentence(name)
  return {
    heading:
      page.family === 'countries'
        ? i18n._({ ...text.headingCountry, values: { country: page.slug, name } })
        : i18n._({ ...text.headingTopic, values: { topic } }),
    hint: i18n._({ ...text.messageHint, values: { family: page.family, topic } }),
  }
}
