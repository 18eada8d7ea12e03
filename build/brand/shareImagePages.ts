import { createI18n } from '../../site/createI18n.ts'
import { pageMessages } from '../../renderer/i18n/pageMessages.ts'
import { findLandingPage, type Family } from '../../site/landingPages.ts'
import { locales, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { copyPrefix, sitePaths } from '../../site/sitePaths.ts'

export type ShareImagePage = {
  /** The page's URL path in its language ("/", "/en/methods/pix"): the key the head looks the image up by. */
  path: string
  locale: Locale
  /** Key of the image file: the copy prefix ("methods.pix"). */
  name: string
  family: Family | 'brand'
  eyebrow: string
  title: string
  badges: readonly string[]
}

// docs/pages-and-copy.md: the home hero's badges.
const homeBadges = ['PIX', 'SPEI', 'SEPA', 'SWIFT', 'USD', 'EUR', 'BRL']
const standaloneEyebrow: Record<string, string> = {
  '/terms': 'footer.legal',
  '/privacy': 'footer.legal',
  '/about-us': 'footer.about',
}

/**
 * What each of the 62 share images shows, read from the same catalogues as the pages (message ids, not macros:
 * this runs in the build's own Node process, outside the Lingui compiler).
 */
export function shareImagePages(): ShareImagePage[] {
  return sitePaths.flatMap((logicalPath) =>
    locales.map((locale): ShareImagePage => {
      const prefix = copyPrefix(logicalPath)
      const i18n = createI18n(locale, pageMessages(locale, prefix))
      const landing = findLandingPage(logicalPath)
      const base = {
        path: localizePath(logicalPath, locale),
        locale,
        name: prefix,
        title: i18n._(`${prefix}.heroTitle`),
      }
      if (landing) {
        const badges = landing.badges.map((badge) =>
          i18n.messages[`badge.${badge}`] ? i18n._(`badge.${badge}`) : badge,
        )
        const eyebrow = `${i18n._(`nav.${landing.family}`)} · ${i18n._(`nav.${landing.family}.${landing.slug}`)}`
        return { ...base, family: landing.family, eyebrow, badges }
      }
      if (logicalPath === '/')
        return { ...base, family: 'brand', eyebrow: 'PIX · SPEI · Transfiya · USDT', badges: homeBadges }
      return { ...base, family: 'brand', eyebrow: i18n._(standaloneEyebrow[logicalPath] ?? 'footer.legal'), badges: [] }
    }),
  )
}
