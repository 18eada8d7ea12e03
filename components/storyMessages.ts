import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The steps the family story draws from the registry (components/FamilyStory.tsx), and its links' heading. */
export const storyMessages = {
  methodReceives: msg({
    id: 'story.methodReceives',
    message: 'A sua empresa recebe em {currency} ou liquida em USD, EUR, CNY, BRL, MXN ou stablecoins, como preferir.',
  }),
  countryPays: msg({ id: 'story.countryPays', message: 'Os clientes pagam pelos métodos locais: {methods}.' }),
  countryReceives: msg({
    id: 'story.countryReceives',
    message: 'A sua empresa recebe em {currency} ou na moeda que escolher: USD, EUR, CNY, BRL, MXN ou stablecoins.',
  }),
  industrySettles: msg({
    id: 'story.industrySettles',
    message: 'A sua empresa liquida na moeda que escolher: USD, EUR, CNY, BRL, MXN ou stablecoins.',
  }),
  secondsAndD1: msg({
    id: 'story.secondsAndD1',
    message:
      'Segundos e D+1: o pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
  }),
  related: msg({ id: 'story.related', message: 'Veja também' }),
} satisfies Record<string, MessageDescriptor>
