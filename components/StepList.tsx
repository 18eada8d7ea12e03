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

// An even count goes two by two between phone and desktop, an odd one straight to a row: never a lone step. On a
// phone a step is compact: its number beside its title, the text under both at the step's full width.
const Steps = styled.ol<{ $count: number }>`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(${(p) => (p.$count % 2 === 0 ? 2 : p.$count)}, 1fr);
    gap: 16px;
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: repeat(${(p) => p.$count}, 1fr);
    gap: 20px;
  }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    column-gap: 12px;
    padding: 16px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius};
  }
  li > div {
    display: contents;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    grid-column: 1 / -1;
    margin: 6px 0 0;
    color: ${theme.color.ink};
  }
  @media (min-width: ${theme.medium}) {
    li {
      display: flex;
      gap: 14px;
      align-items: flex-start;
      padding: 20px;
    }
    li > div {
      display: block;
    }
    h3 {
      margin: 4px 0 6px;
    }
    p {
      margin: 0;
    }
  }
`
const Number = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  @media (min-width: ${theme.medium}) {
    width: 32px;
    height: 32px;
  }
  border-radius: 50%;
  background: ${theme.color.navy};
  color: ${theme.color.onDark};
  font-weight: ${theme.weight.bold};
`
