import { navGroups } from './navGroups.ts'
import type { ShellCopy } from '../pageContext/shellContext.ts'
import { createI18n } from '../../site/createI18n.ts'
import type { Locale } from '../../site/locales.ts'
import { pageMessages } from '../../site/pageMessages.ts'

const copies = new Map<Locale, ShellCopy>()

/**
 * A language's shell copy (components/pageContext/shellContext.ts), made once per language. Both sides get it from here:
 * the server renders with it, the build writes it into the browser's module for that language (build/shellCopies.ts),
 * so what the browser hydrates with is what the server rendered.
 */
export function shellCopy(locale: Locale): ShellCopy {
  let copy = copies.get(locale)
  if (!copy) {
    copy = {
      messages: pageMessages(locale, { browser: true }),
      navGroups: navGroups(createI18n(locale, pageMessages(locale)), locale),
    }
    copies.set(locale, copy)
  }
  return copy
}
