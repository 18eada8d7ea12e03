import type { MessageDescriptor } from '@lingui/core'
import type { CardIconName } from '../components/cardIcons.ts'
import type { StoryCopy } from '../components/StoryCopy.ts'
import type { PageMeta } from '../components/pageContext/PageMeta.ts'

// The shapes of the page copy: keyed message descriptors, read by property, so tsc finds a missing entry.
// Catalogue ids keep the names of the spec (`<page>.heroTitle`, `<page>.benefit{N}Title` / `benefit{N}Desc`);
// numbered entries are lists here, in the order of N.

/** What the head of every page shows: <title> and meta description (also the share preview's). */
export type PageCopy = PageMeta

/** One card: its icon, title and text (`benefit{N}Title` / `benefit{N}Desc` and the like). */
export type CardCopy = { icon: CardIconName; title: MessageDescriptor; description: MessageDescriptor }

/** The home page: hero, benefit cards. */
export type MarketingCopy = PageCopy & {
  heroTitle: MessageDescriptor
  heroSubtitle: MessageDescriptor
  benefitsHeading: MessageDescriptor
  /** At most 10 (docs/pages-and-copy.md). */
  benefits: readonly CardCopy[]
}

/** One of the spec's figures, as the home page's strip shows it: the figure, then what it measures. */
export type FigureCopy = { value: MessageDescriptor; label: MessageDescriptor }

/** The home page: the marketing parts, the figures under the hero, and the headings of its product grids. */
export type HomeCopy = MarketingCopy & {
  figures: readonly FigureCopy[]
  solutionsHeading: MessageDescriptor
  marketsHeading: MessageDescriptor
  marketsIntro: MessageDescriptor
}

/** A solution, method, country or industry page: the home page's parts, its story, and its own call-to-action if it has one. */
export type LandingCopy = MarketingCopy & { story: StoryCopy; cta?: MessageDescriptor }

/** Terms and privacy: numbered sections (`section{N}Title` / `section{N}Body`). */
export type DocumentCopy = PageCopy & {
  heroTitle: MessageDescriptor
  updated: MessageDescriptor
  intro: MessageDescriptor
  sections: readonly { title: MessageDescriptor; body: MessageDescriptor }[]
}

/** The about page (docs/pages-and-copy.md): story, mission, what we do, values. */
export type AboutCopy = PageCopy & {
  heroTitle: MessageDescriptor
  heroSubtitle: MessageDescriptor
  storyTitle: MessageDescriptor
  storyBody: MessageDescriptor
  missionTitle: MessageDescriptor
  missionBody: MessageDescriptor
  whatWeDoTitle: MessageDescriptor
  whatWeDo: readonly CardCopy[]
  valuesTitle: MessageDescriptor
  values: readonly CardCopy[]
}
