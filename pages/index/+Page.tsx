import { useLingui } from '@lingui/react'
import { numberedPairs } from '../../renderer/i18n/numberedPairs.ts'
import { useCopy } from '../../renderer/i18n/useCopy.ts'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { BenefitGrid } from '../../components/BenefitGrid.tsx'
import { Billboard } from '../../components/Billboard.tsx'
import { Hero } from '../../components/Hero.tsx'
import { InfoSections } from '../../components/InfoSections.tsx'

const homeBadges = ['PIX', 'SPEI', 'SEPA', 'SWIFT', 'USD', 'EUR', 'BRL'] as const

export default function Page() {
  const { i18n } = useLingui()
  const copy = useCopy()
  return (
    <>
      <Hero title={copy.text('heroTitle')} subtitle={copy.text('heroSubtitle')} badges={homeBadges} cta={i18n._(ctaMessages.requestDemo)} />
      <BenefitGrid heading={copy.text('benefitsHeading')} benefits={numberedPairs(copy, 'benefit', 'Title', 'Desc', 3)} />
      <Billboard />
      <InfoSections />
    </>
  )
}
