import { msg } from '@lingui/core/macro'

/** The call-to-action texts used across the layout and the templates. */
export const ctaMessages = {
  talkToSales: msg({ id: 'cta.talkToSales', message: 'Falar com Vendas' }),
  requestDemo: msg({ id: 'cta.requestDemo', message: 'Agendar demonstração' }),
}
