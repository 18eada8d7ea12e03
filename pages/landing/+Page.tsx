import { useLingui } from '@lingui/react'
import { BenefitGrid } from '../../components/BenefitGrid.tsx'
import { Billboard } from '../../components/Billboard.tsx'
import { ctaMessages } from '../../components/ctaMessages.ts'
import { FactsAtAGlance } from '../../components/FactsAtAGlance.tsx'
import { FamilyStory } from '../../components/FamilyStory.tsx'
import { FaqList } from '../../components/FaqList.tsx'
import { Hero } from '../../components/Hero.tsx'
import { InfoSections } from '../../components/InfoSections.tsx'
import { familyMessages } from '../../components/layout/navGroups.ts'
import { usePageContext } from '../../components/pageContext/pageContext.ts'
import { theme } from '../../components/theme.ts'
import { HeroVisual } from '../../components/visuals/HeroVisual.tsx'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { shared } from '../../content/shared.ts'
import { factLabel } from '../../site/facts/factLabel.ts'
import { findLandingPage } from '../../site/landingPages.ts'
import { localizedCards } from '../localizedCards.ts'
import { relatedGroups } from './relatedGroups.ts'

/** The template of the solution, method, country and industry pages: the registry entry and its content record. */
export default function Page() {
  const { i18n } = useLingui()
  const { logicalPath, locale } = usePageContext()
  // +route.ts matches only registry paths, and every registry page's record is loaded before the server starts.
  const page = findLandingPage(logicalPath)
  if (!page) throw new Error(`no landing page at ${logicalPath}`)
  const record = landingRecordOf(page)
  const scene =
    'scene' in record && record.scene
      ? { title: record.scene.title[locale], note: record.scene.note?.[locale] }
      : undefined
  return (
    <>
      <Hero
        title={record.hero.title[locale]}
        subtitle={record.hero.subtitle[locale]}
        badges={page.badges.map((badge) => factLabel(badge, locale))}
        cta={i18n._(ctaMessages.talkToSales)}
        visual={<HeroVisual visual={page.visual} family={page.family} scene={scene} />}
        tint={theme.family[page.family].tint}
      />
      <BenefitGrid heading={record.benefits.heading[locale]} benefits={localizedCards(record.benefits.cards, locale)} />
      <FactsAtAGlance page={page} />
      <FamilyStory
        title={record.story.title[locale]}
        steps={record.story.steps.map((step) => ({ title: step.title[locale], body: step.body[locale] }))}
        relatedLabel={shared.related[locale]}
        related={relatedGroups(page, locale, (family) => i18n._(familyMessages[family]))}
      />
      <FaqList
        heading={shared.faqHeading[locale]}
        items={record.faq.map((item) => ({ question: item.question[locale], answer: item.answer[locale] }))}
      />
      <Billboard compact />
      <InfoSections compact />
    </>
  )
}
