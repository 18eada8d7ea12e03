import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Family } from '../../site/landingPages.ts'

/** Menu titles of the four page families (UI strings: the header's, the footer's, the "see also" groups'). */
export const familyMessages = {
  solutions: msg({ id: 'nav.solutions', message: 'Soluções' }),
  methods: msg({ id: 'nav.methods', message: 'Métodos' }),
  countries: msg({ id: 'nav.countries', message: 'Países' }),
  industries: msg({ id: 'nav.industries', message: 'Setores' }),
} satisfies Record<Family, MessageDescriptor>
