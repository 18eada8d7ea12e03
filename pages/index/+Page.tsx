import { useLingui } from '@lingui/react'
import { BenefitGrid } from '../../components/BenefitGrid.tsx'
import { Billboard } from '../../components/Billboard.tsx'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { Hero } from '../../components/Hero.tsx'
import { InfoSections } from '../../components/InfoSections.tsx'
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
      <BenefitGrid heading={i18n._(copy.benefitsHeading)} benefits={translateCards(i18n, copy.benefits)} />
      <Billboard />
      <InfoSections />
    </>
  )
}
