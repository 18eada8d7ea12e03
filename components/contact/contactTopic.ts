import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { findLandingPage } from '../../site/landingPages.ts'
import type { Locale } from '../../site/locales.ts'

const text = {
  heading: msg({ id: 'contact.heading', message: 'Fale com a nossa equipe' }),
  messageHint: msg({
    id: 'contact.messageHint',
    message: 'Conte do que a sua empresa precisa: países, métodos de pagamento e moedas.',
  }),
}

/**
 * What the contact section says on a page: on a solution, method, country or industry page the heading and the
 * message field's hint its content record gives (they speak of that page, in its family's terms); elsewhere the
 * general ones. The server computes them once and passes them in the page context (renderer/+onRenderHtml.tsx).
 */
export function contactTopic(i18n: I18n, locale: Locale, logicalPath: string): { heading: string; hint: string } {
  const page = findLandingPage(logicalPath)
  if (!page) return { heading: i18n._(text.heading), hint: i18n._(text.messageHint) }
  const { contact } = landingRecordOf(page)
  return { heading: contact.heading[locale], hint: contact.hint[locale] }
}
