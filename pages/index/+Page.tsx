import { useLingui } from '@lingui/react'
import { BenefitGrid } from '../../components/BenefitGrid.tsx'
import { Billboard } from '../../components/Billboard.tsx'
import { CountryMethodGrid } from '../../components/CountryMethodGrid.tsx'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { FaqList } from '../../components/FaqList.tsx'
import { FigureStrip } from '../../components/FigureStrip.tsx'
import { Hero } from '../../components/Hero.tsx'
import { InfoSections } from '../../components/InfoSections.tsx'
import { usePageContext } from '../../components/pageContext/pageContext.ts'
import { SolutionGrid } from '../../components/SolutionGrid.tsx'
import { TrustBand } from '../../components/TrustBand.tsx'
import { HeroVisual } from '../../components/visuals/HeroVisual.tsx'
import { home } from '../../content/home.ts'
import { shared } from '../../content/shared.ts'
import { factLabel } from '../../site/facts/factLabel.ts'
import { figureFacts } from '../../site/facts/figureFacts.ts'
import { localizedCards } from '../localizedCards.ts'
import { homeHero } from '../../site/homeHero.ts'

export default function Page() {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  return (
    <>
      <Hero
        title={home.hero.title[locale]}
        subtitle={home.hero.subtitle[locale]}
        badges={homeHero.badges.map((badge) => factLabel(badge, locale))}
        cta={i18n._(ctaMessages.requestDemo)}
        visual={<HeroVisual visual={homeHero.visual} family="home" />}
      />
      <FigureStrip
        figures={homeHero.figures.map((id) => ({
          value: figureFacts[id].value[locale],
          label: figureFacts[id].label[locale],
        }))}
      />
      <SolutionGrid heading={home.solutions.heading[locale]} />
      <BenefitGrid heading={home.benefits.heading[locale]} benefits={localizedCards(home.benefits.cards, locale)} />
      <CountryMethodGrid heading={home.markets.heading[locale]} intro={home.markets.intro[locale]} />
      <TrustBand />
      <FaqList
        heading={shared.faqHeading[locale]}
        items={home.faq.map((item) => ({ question: item.question[locale], answer: item.answer[locale] }))}
      />
      <Billboard />
      <InfoSections />
    </>
  )
}
