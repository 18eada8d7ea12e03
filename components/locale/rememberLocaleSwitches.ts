import { isLocale } from '../../site/locales.ts'
import { saveLocalePreference } from './saveLocalePreference.ts'

/** The attribute that marks a link to the other language; its value is that language. */
export const localeSwitchAttribute = 'data-locale-switch'

/**
 * Saves the visitor's choice when they follow a language link, and carries the query string and the fragment over. One listener on the document rather than a React
 * onClick: it works from the moment the page's script runs, also while the toggle's tooltip code is still loading
 * and React has not yet taken over that part of the header (a click there would reach no React handler).
 */
export function rememberLocaleSwitches(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${localeSwitchAttribute}]`) : null
      const locale = link?.getAttribute(localeSwitchAttribute)
      if (!isLocale(locale) || !(link instanceof HTMLAnchorElement)) return
      saveLocalePreference(locale)
      // Straight to the twin rather than through the server's /language redirect (the link without JavaScript),
      // keeping the campaign tags and the place in the page, which the cached HTML's link cannot know.
      // The twin's URL is written beside the link (data-twin) by the same render that wrote its href.
      const twin = link.dataset.twin
      if (twin) link.href = `${twin}${location.search}${location.hash}`
    },
    { capture: true },
  )
}
