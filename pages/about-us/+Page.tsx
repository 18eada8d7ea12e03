import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { CardGrid } from '../../components/CardGrid.tsx'
import { CardIcon } from '../../components/CardIcon.tsx'
import { CompanyFacts } from '../../components/CompanyFacts.tsx'
import { Container } from '../../components/Container.tsx'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { Hero } from '../../components/Hero.tsx'
import { usePageContext } from '../../components/pageContext/pageContext.ts'
import { RichText } from '../../components/RichText.tsx'
import { StepList } from '../../components/StepList.tsx'
import { theme } from '../../components/theme.ts'
import { TrustBand } from '../../components/TrustBand.tsx'
import { HeroVisual } from '../../components/visuals/HeroVisual.tsx'
import { aboutUs } from '../../content/about-us.ts'
import { localizedCards } from '../localizedCards.ts'

/**
 * About (docs/pages-and-copy.md): its own hero and scene, the story and mission, what the company does (SPEC's four
 * items), the company counted from the facts registry, how working with it goes, the values as behaviour, and the
 * security and compliance band. The contact section follows it on the page.
 */
export default function Page() {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const record = aboutUs
  const values = localizedCards(record.values.items, locale)
  return (
    <>
      <Hero
        title={record.hero.title[locale]}
        subtitle={record.hero.subtitle[locale]}
        badges={[]}
        cta={i18n._(ctaMessages.talkToSales)}
        visual={<HeroVisual visual={{ kind: 'company' }} family="home" />}
      />
      <Band $tone="surface">
        <Container>
          <StoryGrid>
            <section aria-labelledby="about-story">
              <h2 id="about-story">{record.story.title[locale]}</h2>
              <Prose>
                <RichText text={record.story.body[locale]} />
              </Prose>
            </section>
            <Mission aria-labelledby="about-mission">
              <h2 id="about-mission">{record.mission.title[locale]}</h2>
              <p>{record.mission.body[locale]}</p>
            </Mission>
          </StoryGrid>
        </Container>
      </Band>
      <Band $tone="canvas" aria-labelledby="about-what-we-do">
        <Container>
          <h2 id="about-what-we-do">{record.whatWeDo.title[locale]}</h2>
          <CardGrid cards={localizedCards(record.whatWeDo.items, locale)} columns={4} accent testId="about-services" />
        </Container>
      </Band>
      <Band $tone="surface" aria-labelledby="about-facts">
        <Container>
          <h2 id="about-facts">{record.facts.title[locale]}</h2>
          <Lead>{record.facts.intro[locale]}</Lead>
          <CompanyFacts
            labels={{
              countries: record.facts.countries[locale],
              methods: record.facts.methods[locale],
              currencies: record.facts.currencies[locale],
              rails: record.facts.rails[locale],
            }}
          />
        </Container>
      </Band>
      <Band $tone="canvas" aria-labelledby="about-process">
        <Container>
          <h2 id="about-process">{record.process.title[locale]}</h2>
          <StepList
            steps={record.process.steps.map((step) => ({ title: step.title[locale], body: step.body[locale] }))}
          />
        </Container>
      </Band>
      <Band $tone="surface" aria-labelledby="about-values">
        <Container>
          <h2 id="about-values">{record.values.title[locale]}</h2>
          <Values data-testid="about-values">
            {values.map((value) => (
              <li key={value.title}>
                <CardIcon name={value.icon} />
                <div>
                  <h3>{value.title}</h3>
                  <p>{value.description}</p>
                </div>
              </li>
            ))}
          </Values>
        </Container>
      </Band>
      <TrustBand />
    </>
  )
}

const Lead = styled.p`
  max-width: 720px;
  margin: -8px 0 24px;
`
// Tighter on a phone, like the template's sections (docs/pages-and-copy.md, "On a phone").
const Band = styled.section<{ $tone: 'surface' | 'canvas' }>`
  background: ${(p) => theme.color[p.$tone]};
  padding: 36px 0;
  h2 {
    font-size: ${theme.type.h2};
    margin-bottom: 16px;
  }
  @media (min-width: ${theme.medium}) {
    padding: 64px 0;
    h2 {
      font-size: 2rem;
      margin-bottom: 24px;
    }
  }
  h3 {
    font-size: 1.15rem;
  }
  p,
  li {
    color: ${theme.color.inkSoft};
  }
`
const StoryGrid = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: ${theme.medium}) {
    gap: 40px;
  }
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${theme.wide}) {
    grid-template-columns: 3fr 2fr;
  }
`
const Prose = styled.div`
  max-width: 720px;
  @media (min-width: ${theme.medium}) {
    font-size: 1.1rem;
  }
`
const Mission = styled.section`
  background: ${theme.color.navy};
  --focus-ring: ${theme.focusRing.onDark};
  border-radius: ${theme.radius};
  padding: 20px;
  @media (min-width: ${theme.medium}) {
    padding: 32px;
  }
  h2 {
    color: ${theme.color.onDark};
    font-size: 1.5rem;
  }
  p {
    color: ${theme.color.onDarkSoft};
    font-size: 1.15rem;
    margin: 0;
  }
`
const Values = styled.ul`
  display: grid;
  gap: 20px;
  @media (min-width: ${theme.medium}) {
    gap: 32px;
  }
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: 1fr;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    display: grid;
    grid-template-columns: 44px 1fr;
    gap: 16px;
    align-items: start;
  }
  h3 {
    margin-top: 8px;
  }
  p {
    margin: 0;
  }
`
