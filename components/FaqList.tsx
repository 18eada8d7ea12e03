import { styled } from 'styled-components'
import type { FaqEntry } from './pageContext/PageMeta.ts'
import { Container } from './Container.tsx'
import { theme } from './theme.ts'

/**
 * The questions a buyer asks about the page, each answer behind its question (a native disclosure: it opens without
 * JavaScript and keeps a phone's page short). The head marks the same questions up as FAQPage JSON-LD.
 */
export function FaqList({ heading, items }: { heading: string; items: readonly FaqEntry[] }) {
  return (
    <Section aria-labelledby="faq-heading" data-testid="faq">
      <Container>
        <h2 id="faq-heading">{heading}</h2>
        <List>
          {items.map((item) => (
            <li key={item.question}>
              <details>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            </li>
          ))}
        </List>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 32px 0;
  background: ${theme.color.surface};
  h2 {
    font-size: ${theme.type.h2};
    margin: 0 0 12px;
  }
  @media (min-width: ${theme.medium}) {
    padding: 48px 0 56px;
    h2 {
      margin-bottom: 20px;
    }
  }
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 880px;
  border-top: 1px solid ${theme.color.line};
  li {
    border-bottom: 1px solid ${theme.color.line};
  }
  summary {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    align-items: center;
    min-height: 44px;
    padding: 10px 0;
    @media (min-width: ${theme.medium}) {
      padding: 12px 0;
    }
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.ink};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    flex: none;
    font-size: 1.4rem;
    line-height: 1;
    color: ${theme.color.accent};
  }
  details[open] summary::after {
    content: '−';
  }
  p {
    margin: 0 0 16px;
    color: ${theme.color.inkSoft};
    max-width: 72ch;
  }
`
