import { styled } from 'styled-components'
import { theme } from './theme.ts'
import type { CardIconName } from '../site/cardIconNames.ts'
import { cardIcons } from './cardIcons.ts'

/** A card's icon on a soft mint tile. Decorative: the card's title says what it means. */
export function CardIcon({ name }: { name: CardIconName }) {
  const Icon = cardIcons[name]
  return (
    <Tile aria-hidden="true" data-icon={name}>
      <Icon width={22} height={22} strokeWidth={2} aria-hidden="true" focusable="false" />
    </Tile>
  )
}

const Tile = styled.span`
  display: inline-grid;
  place-items: center;
  /* A card may draw it smaller (a compact card on a phone: CardGrid). */
  width: var(--card-icon-size, 44px);
  height: var(--card-icon-size, 44px);
  border-radius: 12px;
  background: rgba(0, 196, 140, 0.14);
  color: ${theme.color.accent};
`
