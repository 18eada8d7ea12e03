import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { CardGrid, type CardItem } from './CardGrid.tsx'
import { theme } from './theme.ts'

/** Benefit cards: 3 columns for up to 6 cards, 4 for more (docs/pages-and-copy.md); fewer columns on small screens. */
export function BenefitGrid({ heading, benefits }: { heading?: string; benefits: readonly CardItem[] }) {
  return (
    <Section>
      <Container>
        {heading && <h2>{heading}</h2>}
        <CardGrid cards={benefits} columns={benefits.length > 6 ? 4 : 3} testId="benefit-grid" />
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 32px 0;
  h2 {
    font-size: ${theme.type.h2};
    text-align: center;
    margin-bottom: 20px;
  }
  @media (min-width: ${theme.medium}) {
    padding: 64px 0;
    h2 {
      font-size: 2rem;
      margin-bottom: 32px;
    }
  }
`
