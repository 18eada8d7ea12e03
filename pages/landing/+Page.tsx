import { useLingui } from '@lingui/react'
import { numberedPairs } from '../../renderer/i18n/numberedPairs.ts'
import { useCopy } from '../../renderer/i18n/useCopy.ts'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { badgeMessages } from '../../components/badgeMessages.ts'
import { BenefitGrid } from '../../components/BenefitGrid.tsx'
import { Billboard } from '../../components/Billboard.tsx'
import { Hero } from '../../components/Hero.tsx'
import { InfoSections } from '../../components/InfoSections.tsx'
import { findLandingPage } from '../../site/landingPages.ts'
import { usePageContext } from '../../renderer/usePageContext.ts'

/** The template of the solution, method, country and industry pages: everything specific comes from the registry and the copy. */
export default function Page() {
  const { i18n } = useLingui()
  const { logicalPath } = usePageContext()
  const copy = useCopy()
  const page = findLandingPage(logicalPath)
  const badges = (page?.badges ?? []).map((badge) => (badgeMessages[badge] ? i18n._(badgeMessages[badge]) : badge))
  return (
    <>
      <Hero
        title={copy.text('heroTitle')}
        subtitle={copy.text('heroSubtitle')}
        badges={badges}
        cta={copy.has('cta') ? copy.text('cta') : i18n._(ctaMessages.talkToSales)}
      />
      <BenefitGrid
        heading={copy.has('benefitsHeading') ? copy.text('benefitsHeading') : undefined}
        benefits={numberedPairs(copy, 'benefit', 'Title', 'Desc', 10)}
      />
      <Billboard />
      <InfoSections />
    </>
  )
}
