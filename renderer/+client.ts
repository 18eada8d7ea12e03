import { afterFirstPaint } from '../components/afterPaint.ts'
import { firstTouch } from '../components/contact/data/firstTouch.ts'
import { scrollToContactOnCta } from '../components/scrollToContactOnCta.ts'
import { contactAnchor } from '../components/scrollToContact.ts'
import { islandTargets, whenNeeded } from './islands/whenNeeded.ts'
import { loadShell } from './loadShell.ts'

// The whole of a first load's code (docs/performance.md, docs/front-end.md), Vike's `client` entry of every page: a
// few document listeners that serve the server's HTML as it is, and the wait for the visitor. React, the header's
// code and the contact section's frame load only once the header or the contact section is about to be used
// (loadShell.ts): until then the header's menus are `<details>` and the form a real form, so nothing is lost, and
// nothing long runs before the visitor acts. Its tag is in <head>, right after the font's preload (renderer/+config.ts,
// injectScriptsAt; renderer/head/preloadLatinFont.ts): the browser asks for both in its first look at the page, the
// font first. None of it runs before the first paint is on screen: a script that runs first makes the paint wait.
afterFirstPaint(() => {
  // Linked only now: Chromium fetches a linked manifest at once, on a connection of its own, beside the font.
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }),
  )
  // Document listeners, not React handlers: they serve the HTML-only parts (CTAs in page bodies) and work at once.
  // The language toggle's is in the head's inline script (site/headScript.ts), with F8's, so they hold before this.
  scrollToContactOnCta()
  // The visit's first page keeps its campaign tags for the form, whichever page it is finally sent from
  // (docs/progressive-enhancement.md): read now, not when the form's code arrives.
  if (document.getElementById(contactAnchor)) firstTouch()
  void whenNeeded(islandTargets.header, islandTargets.contact).then(loadShell)
})
