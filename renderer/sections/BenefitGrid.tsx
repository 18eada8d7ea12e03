import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { theme } from '../components/theme.ts'

export type Benefit = { title: string; description: string }

/** Benefit cards: 3 columns for up to 6 cards, 4 for more (SPEC §2); fewer columns on small screens. */
export function BenefitGrid({ heading, benefits }: { heading?: string; benefits: readonly Benefit[] }) {
  const columns = benefits.length > 6 ? 4 : 3
  return (
    <Section>
      <Container>
        {heading && <h2>{heading}</h2>}
        <Grid $columns={columns} data-testid="benefit-grid" data-columns={columns}>
          {benefits.map((benefit) => (
            <Card key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 64px 0;
  h2 { font-size: 2rem; text-align: center; margin-bottom: 32px; }
`
const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  gap: 20px;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: 1fr;
  @media (min-width: 640px) { grid-template-columns: repeat(2, 1fr); }
  @media (min-width: ${theme.wide}) { grid-template-columns: repeat(${(p) => p.$columns}, 1fr); }
`
const Card = styled.li`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius};
  padding: 24px;
  h3 { font-size: 1.15rem; }
  p { margin: 0; color: ${theme.color.inkSoft}; }
`
