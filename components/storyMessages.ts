import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The steps the family story draws from the registry (components/FamilyStory.tsx), and its links' heading. */
export const storyMessages = {
  methodReceives: msg({
    id: 'story.methodReceives',
    message: 'A sua empresa recebe em {currency} ou liquida em {others} ou stablecoins, como preferir.',
  }),
  countryPays: msg({ id: 'story.countryPays', message: 'Os clientes pagam pelos métodos locais: {methods}.' }),
  countryReceives: msg({
    id: 'story.countryReceives',
    message: 'A sua empresa recebe em {currency} ou na moeda que escolher: {others} ou stablecoins.',
  }),
  industrySettles: msg({
    id: 'story.industrySettles',
    message: 'A sua empresa liquida na moeda que escolher: USD, EUR, CNY, BRL, MXN ou stablecoins.',
  }),
  secondsAndD1: msg({
    id: 'story.secondsAndD1',
    message:
      'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
  }),
  first: msg({ id: 'story.first', message: 'Primeiro' }),
  then: msg({ id: 'story.then', message: 'Depois' }),
  finally: msg({ id: 'story.finally', message: 'Por fim' }),
  customerPays: msg({ id: 'story.customerPays', message: 'O cliente paga' }),
  youReceive: msg({ id: 'story.youReceive', message: 'Você recebe' }),
  youPayOut: msg({ id: 'story.youPayOut', message: 'Você repassa' }),
  timing: msg({ id: 'story.timing', message: 'Segundos e D+1' }),
  related: msg({ id: 'story.related', message: 'Veja também' }),
} satisfies Record<string, MessageDescriptor>
