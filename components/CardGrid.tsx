import { css, styled } from 'styled-components'
import { theme } from '../components/theme.ts'
import { CardIcon } from './CardIcon.tsx'
import type { CardIconName } from '../site/cardIconNames.ts'
import { cardGridLayout, type CardGridStep } from './cardGridLayout.ts'

export type CardItem = { icon: CardIconName; title: string; description: string }

/**
 * A list of cards, each with its icon, title and text, in the columns of cardGridLayout: one on phones, `columns` from
 * the wide breakpoint, and between them two for an even count or three for an odd one, so no row holds a lone card
 * (docs/pages-and-copy.md). `accent` marks each card with a top rule in the accent colour (the about page). On a
 * phone a card is compact: its icon beside its title, the text under both at the card's full width.
 */
export function CardGrid({
  cards,
  columns,
  accent = false,
  testId,
}: {
  cards: readonly CardItem[]
  columns: number
  accent?: boolean
  testId: string
}) {
  return (
    <Grid $steps={cardGridLayout(cards.length, columns)} data-testid={testId} data-columns={columns}>
      {cards.map((card) => (
        <Card key={card.title} $accent={accent}>
          <CardIcon name={card.icon} />
          <h3>{card.title}</h3>
          <p>{card.description}</p>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled.ul<{ $steps: readonly CardGridStep[] }>`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    gap: 20px;
  }
  ${(p) =>
    p.$steps.map(
      ({ columns, from }) => css`
        @media (min-width: ${from}) {
          grid-template-columns: repeat(${columns}, 1fr);
        }
      `,
    )}
`
const Card = styled.li<{ $accent: boolean }>`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.line};
  ${(p) => (p.$accent ? `border-top: 4px solid ${theme.color.accent};` : '')}
  border-radius: ${theme.radius};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: 12px;
  padding: 16px;
  --card-icon-size: 36px;
  h3 {
    font-size: 1.05rem;
    margin: 0;
  }
  p {
    grid-column: 1 / -1;
    margin: 6px 0 0;
    color: ${theme.color.inkSoft};
  }
  @media (min-width: 640px) {
    display: block;
    padding: 24px;
    --card-icon-size: 44px;
    h3 {
      font-size: 1.15rem;
      margin: 16px 0 0.5em;
    }
    p {
      margin: 0;
    }
  }
`
