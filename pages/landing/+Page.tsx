import { useLingui } from '@lingui/react'
import { badgeMessages } from '../../components/badgeMessages.ts'
import { BenefitGrid } from '../../components/BenefitGrid.tsx'
import { Billboard } from '../../components/Billboard.tsx'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { FamilyStory } from '../../components/FamilyStory.tsx'
import { Hero } from '../../components/Hero.tsx'
import { InfoSections } from '../../components/InfoSections.tsx'
import { theme } from '../../components/theme.ts'
import { HeroVisual } from '../../components/visuals/HeroVisual.tsx'
import { usePageContext } from '../../components/pageContext/usePageContext.ts'
import { findLandingPage } from '../../site/landingPages.ts'
import { translateCards } from '../translateCards.ts'
import { findLandingCopy } from './landingCopy.ts'

/** The template of the solution, method, country and industry pages: everything specific comes from the registry and the copy. */
export default function Page() {
  const { i18n } = useLingui()
  const { logicalPath } = usePageContext()
  const page = findLandingPage(logicalPath)
  const copy = findLandingCopy(logicalPath)
  // +route.ts matches only registry paths, and tsc checks that every registry page has its copy.
  if (!page || !copy) throw new Error(`no landing page at ${logicalPath}`)
  const badges = page.badges.map((badge) => (badgeMessages[badge] ? i18n._(badgeMessages[badge]) : badge))
  return (
    <>
      <Hero
        title={i18n._(copy.heroTitle)}
        subtitle={i18n._(copy.heroSubtitle)}
        badges={badges}
        cta={i18n._(copy.cta ?? ctaMessages.talkToSales)}
        visual={<HeroVisual visual={page.visual} family={page.family} />}
        tint={theme.family[page.family].tint}
      />
      <BenefitGrid heading={i18n._(copy.benefitsHeading)} benefits={translateCards(i18n, copy.benefits)} />
      <FamilyStory page={page} copy={copy.story} />
      <Billboard />
      <InfoSections />
    </>
  )
}
