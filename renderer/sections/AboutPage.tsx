import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { theme } from '../components/theme.ts'
import { numberedPairs } from '../i18n/numberedPairs.ts'
import { useCopy } from '../i18n/useCopy.ts'
import { ctaMessages } from '../layout/ctaMessages.ts'
import { CardGrid } from './CardGrid.tsx'
import { Hero } from './Hero.tsx'
import { RichText } from './RichText.tsx'

/**
 * The about page from its copy (SPEC §2): hero, story, mission, what we do (whatWeDo{N}Title / Desc)
 * and values (value{N}Title / Desc). The contact section follows it on the page.
 */
export function AboutPage() {
  const { i18n } = useLingui()
  const copy = useCopy()
  const services = numberedPairs(copy, 'whatWeDo', 'Title', 'Desc', 8)
  const values = numberedPairs(copy, 'value', 'Title', 'Desc', 8)
  return (
    <>
      <Hero title={copy.text('heroTitle')} subtitle={copy.text('heroSubtitle')} badges={[]} cta={i18n._(ctaMessages.talkToSales)} />
      <Band $tone="surface">
        <Container>
          <StoryGrid>
            <section aria-labelledby="about-story">
              <h2 id="about-story">{copy.text('storyTitle')}</h2>
              <Prose>
                <RichText text={copy.text('storyBody')} />
              </Prose>
            </section>
            <Mission aria-labelledby="about-mission">
              <h2 id="about-mission">{copy.text('missionTitle')}</h2>
              <p>{copy.text('missionBody')}</p>
            </Mission>
          </StoryGrid>
        </Container>
      </Band>
      <Band $tone="canvas" aria-labelledby="about-what-we-do">
        <Container>
          <h2 id="about-what-we-do">{copy.text('whatWeDoTitle')}</h2>
          <CardGrid cards={services} columns={4} accent testId="about-services" />
        </Container>
      </Band>
      <Band $tone="surface" aria-labelledby="about-values">
        <Container>
          <h2 id="about-values">{copy.text('valuesTitle')}</h2>
          <Values data-testid="about-values">
            {values.map((value, index) => (
              <li key={value.title}>
                <Marker aria-hidden="true">{String(index + 1).padStart(2, '0')}</Marker>
                <div>
                  <h3>{value.title}</h3>
                  <p>{value.description}</p>
                </div>
              </li>
            ))}
          </Values>
        </Container>
      </Band>
    </>
  )
}

const Band = styled.section<{ $tone: 'surface' | 'canvas' }>`
  background: ${(p) => theme.color[p.$tone]};
  padding: 64px 0;
  h2 { font-size: 2rem; margin-bottom: 24px; }
  h3 { font-size: 1.15rem; }
  p, li { color: ${theme.color.inkSoft}; }
`
const StoryGrid = styled.div`
  display: grid;
  gap: 40px;
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${theme.wide}) { grid-template-columns: 3fr 2fr; }
`
const Prose = styled.div`
  font-size: 1.1rem;
  max-width: 720px;
`
const Mission = styled.section`
  background: ${theme.color.navy};
  --focus-ring: ${theme.focusRing.onDark};
  border-radius: ${theme.radius};
  padding: 32px;
  h2 { color: ${theme.color.onDark}; font-size: 1.5rem; }
  p { color: ${theme.color.onDarkSoft}; font-size: 1.15rem; margin: 0; }
`
const Values = styled.ul`
  display: grid;
  gap: 32px;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: 1fr;
  @media (min-width: ${theme.medium}) { grid-template-columns: repeat(2, 1fr); }
  li { display: grid; grid-template-columns: 64px 1fr; gap: 16px; align-items: start; }
  p { margin: 0; }
`
const Marker = styled.span`
  font-size: 2.25rem;
  font-weight: 800;
  line-height: 1;
  color: ${theme.color.accent};
`
