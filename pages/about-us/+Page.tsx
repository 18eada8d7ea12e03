import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { Container } from '../../components/Container.tsx'
import { theme } from '../../components/theme.ts'
import { CardGrid } from '../../components/CardGrid.tsx'
import { CardIcon } from '../../components/CardIcon.tsx'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { Hero } from '../../components/Hero.tsx'
import { RichText } from '../../components/RichText.tsx'
import { TrustBand } from '../../components/TrustBand.tsx'
import { HeroVisual } from '../../components/visuals/HeroVisual.tsx'
import type { HeroVisual as HeroVisualSpec } from '../../site/heroVisual.ts'
import { translateCards } from '../translateCards.ts'
import { aboutUsCopy as copy } from './aboutUsCopy.ts'

/**
 * The about page from its copy (docs/pages-and-copy.md): hero, story, mission, what we do and values.
 * The contact section follows it on the page.
 */
/**
 * The region's four countries flowing to the settlement currencies beyond the local ones: the company at a glance. The
 * terms' statements are the trust band below, said once on the page.
 */
const aboutVisual = {
  kind: 'network',
  settle: ['USD', 'EUR', 'CNY', 'USDT', 'USDC', 'BTC'],
} as const satisfies HeroVisualSpec

export default function Page() {
  const { i18n } = useLingui()
  const services = translateCards(i18n, copy.whatWeDo)
  const values = translateCards(i18n, copy.values)
  return (
    <>
      <Hero
        title={i18n._(copy.heroTitle)}
        subtitle={i18n._(copy.heroSubtitle)}
        badges={['PIX', 'SPEI', 'Transfiya', 'USDT', 'SWIFT', 'SEPA', 'CIPS']}
        cta={i18n._(ctaMessages.talkToSales)}
        visual={<HeroVisual visual={aboutVisual} family="home" />}
      />
      <Band $tone="surface">
        <Container>
          <StoryGrid>
            <section aria-labelledby="about-story">
              <h2 id="about-story">{i18n._(copy.storyTitle)}</h2>
              <Prose>
                <RichText text={i18n._(copy.storyBody)} />
              </Prose>
            </section>
            <Mission aria-labelledby="about-mission">
              <h2 id="about-mission">{i18n._(copy.missionTitle)}</h2>
              <p>{i18n._(copy.missionBody)}</p>
            </Mission>
          </StoryGrid>
        </Container>
      </Band>
      <Band $tone="canvas" aria-labelledby="about-what-we-do">
        <Container>
          <h2 id="about-what-we-do">{i18n._(copy.whatWeDoTitle)}</h2>
          <CardGrid cards={services} columns={4} accent testId="about-services" />
        </Container>
      </Band>
      <Band $tone="surface" aria-labelledby="about-values">
        <Container>
          <h2 id="about-values">{i18n._(copy.valuesTitle)}</h2>
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

const Band = styled.section<{ $tone: 'surface' | 'canvas' }>`
  background: ${(p) => theme.color[p.$tone]};
  padding: 64px 0;
  h2 {
    font-size: 2rem;
    margin-bottom: 24px;
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
  gap: 40px;
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${theme.wide}) {
    grid-template-columns: 3fr 2fr;
  }
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
  gap: 32px;
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
