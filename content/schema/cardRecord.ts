import { z } from 'zod'
import { cardIcons, type CardIconName } from '../../components/cardIcons.ts'
import { localizedText } from './localizedText.ts'

const isCardIcon = (name: unknown): name is CardIconName => typeof name === 'string' && Object.hasOwn(cardIcons, name)

/** One card: its lucide icon (components/cardIcons.ts lists the allowed ones), its title and its text. */
export const cardRecord = z.strictObject({
  icon: z.custom<CardIconName>(isCardIcon, 'is not an icon of components/cardIcons.ts'),
  title: localizedText,
  body: localizedText,
})
