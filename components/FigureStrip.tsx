import { styled } from 'styled-components'
import { Container } from './Container.tsx'
import { fiveUp } from './fiveUp.ts'
import { theme } from './theme.ts'

/** The spec's figures in one strip right under the hero (home): each figure large, what it measures under it. */
export function FigureStrip({ figures }: { figures: readonly { value: string; label: string }[] }) {
  return (
    <Strip data-testid="figure-strip">
      <Container>
        <Figures>
          {figures.map((figure) => (
            <div key={figure.value}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </Figures>
      </Container>
    </Strip>
  )
}

const Strip = styled.section`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.line};
  padding: 20px 0;
  @media (min-width: ${theme.medium}) {
    padding: 28px 0;
  }
`
const Figures = styled.dl`
  ${fiveUp}
  gap: 14px 16px;
  text-align: center;
  @media (min-width: ${theme.medium}) {
    gap: 20px 16px;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: clamp(1.6rem, 1.2rem + 1.4vw, 2.2rem);
    font-weight: ${theme.weight.extrabold};
    color: ${theme.color.accent};
    letter-spacing: -0.02em;
  }
  dt {
    color: ${theme.color.inkSoft};
    font-size: ${theme.type.small};
  }
`
