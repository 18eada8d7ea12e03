import { aboutUs } from '../../content/about-us.ts'
import { home } from '../../content/home.ts'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { privacy } from '../../content/privacy.ts'
import { terms } from '../../content/terms.ts'
import { createI18n } from '../../site/createI18n.ts'
import { catalogues } from '../../site/catalogues.ts'
import { factLabel } from '../../site/facts/factLabel.ts'
import { findLandingPage, sitePaths, type Family } from '../../site/landingPages.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import { locales, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { homeHero } from '../../site/homeHero.ts'
import { methodFacts, type MethodId } from '../../site/facts/methodFacts.ts'
import type { LocalizedText } from '../../content/schema/recordParts.ts'

export type ShareImagePage = {
  /** The page's URL path in its language ("/", "/en/methods/pix"): the key the head looks the image up by. */
  path: string
  locale: Locale
  /** Key of the image file: "home", "methods.pix", "terms". */
  name: string
  family: Family | 'brand'
  eyebrow: string
  title: string
  badges: readonly string[]
}

const methodIds = Object.keys(methodFacts).filter((id): id is MethodId => Object.hasOwn(methodFacts, id))

/** The standalone pages: their headline and the footer label they sit under. */
const standalone = {
  '/': { name: 'home', headline: home.hero.title, eyebrow: undefined },
  '/about-us': { name: 'about-us', headline: aboutUs.hero.title, eyebrow: 'footer.about' },
  '/terms': { name: 'terms', headline: terms.title, eyebrow: 'footer.legal' },
  '/privacy': { name: 'privacy', headline: privacy.title, eyebrow: 'footer.legal' },
} satisfies Record<string, { name: string; headline: LocalizedText; eyebrow: string | undefined }>

const byPath = new Map<string, (typeof standalone)[keyof typeof standalone]>(Object.entries(standalone))

/**
 * What each page's share image shows, from the same content records and facts as the pages: the headline is the
 * page's hero title, so a new headline is a new image (and a new URL).
 */
export function shareImagePages(): ShareImagePage[] {
  return sitePaths.flatMap((logicalPath) =>
    locales.map((locale): ShareImagePage => {
      const i18n = createI18n(locale, catalogues[locale].site)
      const path = localizePath(logicalPath, locale)
      const landing = findLandingPage(logicalPath)
      if (landing) {
        return {
          path,
          locale,
          name: `${landing.family}.${landing.slug}`,
          family: landing.family,
          eyebrow: `${i18n._(`nav.${landing.family}`)} · ${landingPageName(landing, locale)}`,
          title: landingRecordOf(landing).hero.title[locale],
          badges: landing.badges.map((badge) => factLabel(badge, locale)),
        }
      }
      const page = byPath.get(logicalPath)
      if (!page) throw new Error(`no share image for ${logicalPath}`)
      return {
        path,
        locale,
        name: page.name,
        family: 'brand',
        eyebrow: page.eyebrow ? i18n._(page.eyebrow) : methodIds.map((id) => methodFacts[id].label[locale]).join(' · '),
        title: page.headline[locale],
        badges: logicalPath === '/' ? homeHero.badges.map((badge) => factLabel(badge, locale)) : [],
      }
    }),
  )
}
