import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Badge keywords that read differently per language; any other badge is a code shown as written (PIX, BRL, D+1). */
export const badgeMessages: Record<string, MessageDescriptor> = {
  cards: msg({ id: 'badge.cards', message: 'Cartões' }),
  installments: msg({ id: 'badge.installments', message: 'Parcelado em até 12x' }),
  instant: msg({ id: 'badge.instant', message: 'Instantâneo' }),
  crypto: msg({ id: 'badge.crypto', message: 'Cripto' }),
}
