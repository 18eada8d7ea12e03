import { styled } from 'styled-components'
import { theme } from './theme.ts'

export type Step = { title: string; body: string }

/** Numbered steps, each with its title and text: a page's story, how working with the company goes (About). */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <Steps $count={steps.length}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Number aria-hidden="true">{index + 1}</Number>
          <div>
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </div>
        </li>
      ))}
    </Steps>
  )
}

// An even count goes two by two between phone and desktop, an odd one straight to a row: never a lone step.
const Steps = styled.ol<{ $count: number }>`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(${(p) => (p.$count % 2 === 0 ? 2 : p.$count)}, 1fr);
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: repeat(${(p) => p.$count}, 1fr);
    gap: 20px;
  }
  h3 {
    margin: 4px 0 6px;
    font-size: 1.05rem;
  }
  li {
    display: flex;
    gap: 14px;
    align-items: flex-start;
    padding: 20px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius};
  }
  p {
    margin: 0;
    color: ${theme.color.ink};
  }
`
const Number = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${theme.color.navy};
  color: ${theme.color.onDark};
  font-weight: ${theme.weight.bold};
`
