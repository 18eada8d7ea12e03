import type { I18n } from '@lingui/core'
import type { CardItem } from '../components/CardGrid.tsx'
import type { CardCopy } from './copyTypes.ts'

/** The cards of a page's copy in the render's language. */
export function translateCards(i18n: I18n, cards: readonly CardCopy[]): CardItem[] {
  return cards.map((card) => ({ icon: card.icon, title: i18n._(card.title), description: i18n._(card.description) }))
}
