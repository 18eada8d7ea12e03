import { useLingui } from '@lingui/react'
import { BenefitGrid } from '../../components/BenefitGrid.tsx'
import { Billboard } from '../../components/Billboard.tsx'
import { CountryMethodGrid } from '../../components/CountryMethodGrid.tsx'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { FigureStrip } from '../../components/FigureStrip.tsx'
import { Hero } from '../../components/Hero.tsx'
import { InfoSections } from '../../components/InfoSections.tsx'
import { SolutionGrid } from '../../components/SolutionGrid.tsx'
import { TrustBand } from '../../components/TrustBand.tsx'
import { HeroVisual } from '../../components/visuals/HeroVisual.tsx'
import type { HeroVisual as HeroVisualSpec } from '../../site/heroVisual.ts'
import { translateCards } from '../translateCards.ts'
import { homeCopy as copy } from './homeCopy.ts'

const homeBadges = ['PIX', 'SPEI', 'SEPA', 'SWIFT', 'USD', 'EUR', 'BRL'] as const
/** The four countries flowing to the settlement currencies (docs/pages-and-copy.md). */
const homeVisual = {
  kind: 'network',
  settle: ['USD', 'EUR', 'CNY', 'BRL', 'MXN', 'USDT'],
} as const satisfies HeroVisualSpec

export default function Page() {
  const { i18n } = useLingui()
  return (
    <>
      <Hero
        title={i18n._(copy.heroTitle)}
        subtitle={i18n._(copy.heroSubtitle)}
        badges={homeBadges}
        cta={i18n._(ctaMessages.requestDemo)}
        visual={<HeroVisual visual={homeVisual} family="home" />}
      />
      <FigureStrip
        figures={copy.figures.map((figure) => ({ value: i18n._(figure.value), label: i18n._(figure.label) }))}
      />
      <SolutionGrid heading={i18n._(copy.solutionsHeading)} />
      <BenefitGrid heading={i18n._(copy.benefitsHeading)} benefits={translateCards(i18n, copy.benefits)} />
      <CountryMethodGrid heading={i18n._(copy.marketsHeading)} intro={i18n._(copy.marketsIntro)} />
      <TrustBand />
      <Billboard />
      <InfoSections />
    </>
  )
}
