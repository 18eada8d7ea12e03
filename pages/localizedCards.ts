import type { z } from 'zod'
import type { CardItem } from '../components/CardGrid.tsx'
import type { cardRecord } from '../content/schema/recordParts.ts'
import type { Locale } from '../site/locales.ts'

/** A record's cards in one language, as the card grids draw them. */
export function localizedCards(cards: readonly z.input<typeof cardRecord>[], locale: Locale): CardItem[] {
  return cards.map((card) => ({ icon: card.icon, title: card.title[locale], description: card.body[locale] }))
}
