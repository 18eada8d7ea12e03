import type { PageContextClient } from 'vike/types'
import { firstTouch } from '../components/contact/data/firstTouch.ts'
import { focusToastsOnHotkey } from '../components/contact/toast/focusToastsOnHotkey.ts'
import { rememberLocaleSwitches } from '../components/locale/rememberLocaleSwitches.ts'
import { scrollToContactOnCta } from '../components/scrollToContactOnCta.ts'
import { contactAnchor } from '../components/scrollToContact.ts'
import { islandTargets } from './islands/islandTargets.ts'
import { whenNeeded } from './islands/whenNeeded.ts'

/**
 * The whole of a first load's own code (docs/performance.md, docs/front-end.md): a few document listeners that serve
 * the server's HTML as it is, and the wait for the visitor. React and the hydrated parts load only once the header or
 * the contact section is about to be used (hydrateShell): until then the header's menus are `<details>` and the form
 * a real form, so nothing is lost, and no long task runs before the visitor acts.
 */
export function onRenderClient(pageContext: PageContextClient) {
  // Document listeners, not React handlers: they serve the HTML-only parts (CTAs in page bodies) and work at once.
  rememberLocaleSwitches()
  scrollToContactOnCta()
  focusToastsOnHotkey()
  // The visit's first page keeps its campaign tags for the form, whichever page it is finally sent from
  // (docs/progressive-enhancement.md): read now, not when the form's code arrives.
  if (document.getElementById(contactAnchor)) firstTouch()
  // Not awaited: Vike would count the wait for the visitor as this hook's own time.
  void whenNeeded(islandTargets.header, islandTargets.contact)
    .then(() => import('./hydrateShell.tsx'))
    .then(({ hydrateShell }) => hydrateShell(pageContext))
}
