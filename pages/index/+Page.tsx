import { useLingui } from '@lingui/react'
import { numberedPairs } from '../../renderer/i18n/numberedPairs.ts'
import { useCopy } from '../../renderer/i18n/useCopy.ts'
import { ctaMessages } from '../../renderer/layout/ctaMessages.ts'
import { BenefitGrid } from '../../renderer/sections/BenefitGrid.tsx'
import { Billboard } from '../../renderer/sections/Billboard.tsx'
import { Hero } from '../../renderer/sections/Hero.tsx'
import { InfoSections } from '../../renderer/sections/InfoSections.tsx'

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
