import { ArrowRight } from './icons.ts'
import { styled } from 'styled-components'
import { landingRecordOf } from '../content/landingRecordOf.ts'
import { landingPages, landingPath } from '../site/landingPages.ts'
import { landingPageName } from '../site/landingPageName.ts'
import { localizePath } from '../site/locales.ts'
import { Container } from './Container.tsx'
import { usePageContext } from './pageContext/pageContext.ts'
import { theme } from './theme.ts'
import { columnGrid } from './columnGrid.ts'

/** Every solution as a card linking to their pages (home): each its name and its record's one line. */
export function SolutionGrid({ heading }: { heading: string }) {
  const { locale } = usePageContext()
  const solutions = landingPages.filter((page) => page.family === 'solutions')
  return (
    <Section aria-labelledby="solutions-heading" data-testid="solution-grid">
      <Container>
        <h2 id="solutions-heading">{heading}</h2>
        <Grid>
          {solutions.map((page) => (
            <li key={page.slug}>
              <a href={localizePath(landingPath(page), locale)}>
                <strong>
                  {landingPageName(page, locale)}
                  <ArrowRight aria-hidden="true" size={18} />
                </strong>
                <span>{landingRecordOf(page).menu[locale]}</span>
              </a>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 40px 0 8px;
  h2 {
    font-size: ${theme.type.h2};
    text-align: center;
    margin: 0 0 20px;
  }
  @media (min-width: ${theme.medium}) {
    padding: 64px 0 24px;
    h2 {
      margin-bottom: 32px;
    }
  }
`
const Grid = styled.ul`
  ${columnGrid(3)}
  gap: 12px;
  @media (min-width: 640px) {
    gap: 16px;
  }
  a {
    display: block;
    height: 100%;
    padding: 14px 16px;
    @media (min-width: 640px) {
      padding: 22px 24px;
    }
    border: 1px solid ${theme.color.line};
    border-top: 4px solid ${theme.family.solutions.tint};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.accent};
  }
  strong {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    font-size: 1.05rem;
    margin-bottom: 4px;
    @media (min-width: 640px) {
      font-size: 1.1rem;
      margin-bottom: 6px;
    }
  }
  span {
    display: block;
    color: ${theme.color.inkSoft};
  }
`
