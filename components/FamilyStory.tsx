import { styled } from 'styled-components'
import { Container } from './Container.tsx'
import { LinkList } from './LinkList.tsx'
import { StepList, type Step } from './StepList.tsx'
import { theme } from './theme.ts'

export type RelatedGroup = { family: string; label: string; links: readonly { href: string; label: string }[] }

/**
 * Below the cards, before the blocks every page shares: how this page's product works, in three steps written for
 * this page alone (its content record), and links to the related pages of the other families (drawn from the
 * registry: site/pageFacts.ts).
 */
export function FamilyStory({
  title,
  steps,
  relatedLabel,
  related,
}: {
  title: string
  steps: readonly Step[]
  relatedLabel: string
  related: readonly RelatedGroup[]
}) {
  return (
    <Section aria-labelledby="story-heading" data-testid="family-story">
      <Container>
        <h2 id="story-heading">{title}</h2>
        <StepList steps={steps} />
        {related.length > 0 && (
          <Related aria-label={relatedLabel}>
            <h3>{relatedLabel}</h3>
            {related.map((group) => (
              <div key={group.family}>
                <span>{group.label}</span>
                <LinkList links={group.links} />
              </div>
            ))}
          </Related>
        )}
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 32px 0;
  background: ${theme.color.canvas};
  h2 {
    font-size: ${theme.type.h2};
    margin: 0 0 20px;
    max-width: 760px;
  }
  @media (min-width: ${theme.medium}) {
    padding: 56px 0 64px;
    h2 {
      margin-bottom: 28px;
    }
  }
`
// On a phone each family's label sits in a column beside its links; from 768 px the groups follow each other.
const Related = styled.nav`
  margin-top: 24px;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 12px;
  align-items: baseline;
  > div {
    display: contents;
  }
  @media (min-width: ${theme.medium}) {
    margin-top: 28px;
    display: flex;
    flex-wrap: wrap;
    gap: 12px 32px;
    > div {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
    }
  }
  h3 {
    grid-column: 1 / -1;
    flex-basis: 100%;
    margin: 0;
    font-size: ${theme.type.small};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.color.inkSoft};
  }
  span {
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.inkSoft};
    margin-right: 4px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    border: 1px solid ${theme.color.line};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    font-weight: ${theme.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.accent};
  }
`
