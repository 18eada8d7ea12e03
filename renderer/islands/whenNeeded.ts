import { afterPress } from './afterPress.ts'

// pointermove too: a pointer that first shows up over the element (as in headless Chromium) may send no pointerover.
// keydown: a key pressed where the focus already is (a field the browser focused, the page opened at #contact).
const intents = ['pointerover', 'pointermove', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const

/**
 * A part of the page: the first element matching `selector`. With `ahead` (an IntersectionObserver rootMargin), it is
 * also needed once it comes that close to the viewport.
 */
export type Target = { selector: string; ahead?: string }

/**
 * Resolves once the visitor is about to use one of `targets`: the pointer or the focus enters it, a key is pressed in
 * it, or, with `ahead`, it comes that close to the viewport. Resolves at once when a target is missing, so nothing
 * can wait forever, or when the visitor is already there (hovered or focused before this script ran). Its listeners
 * and observers are released at once; when a press showed the intent (a tap, a key), it resolves once that press is
 * over (afterPress).
 */
export function whenNeeded(...targets: Target[]): Promise<void> {
  return new Promise((resolve) => {
    const found = targets.map((target) => ({ ...target, element: document.querySelector(target.selector) }))
    const present = found.filter((target): target is Target & { element: Element } => target.element !== null)
    const there = ({ element }: { element: Element }) =>
      element.matches(':hover') || element.contains(document.activeElement)
    if (present.length < found.length || present.some(there)) return resolve()
    const listening = new AbortController()
    const observers: IntersectionObserver[] = []
    function done(intent?: string) {
      listening.abort()
      for (const observer of observers) observer.disconnect()
      void afterPress(intent).then(resolve)
    }
    for (const { element, ahead } of present) {
      if (ahead === undefined) continue
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done()
        },
        { rootMargin: ahead },
      )
      observer.observe(element)
      observers.push(observer)
    }
    // On the document, in the capture phase: React stops the pointerover and focusin events that reach a part it has
    // not hydrated yet (it replays them once it has), so a listener on the element itself would never hear them.
    const onIntent = ({ target, type }: Event) => {
      if (target instanceof Node && present.some(({ element }) => element.contains(target))) done(type)
    }
    for (const type of intents)
      document.addEventListener(type, onIntent, { signal: listening.signal, capture: true, passive: true })
  })
}

/**
 * Where each part of the page that needs code starts to be needed (whenNeeded): the header when the pointer, the
 * focus or a key enters it; the contact section also when it comes within two screens of the viewport, so its code and
 * its question are there before a visitor scrolling at an ordinary pace reaches the form (one screen left a grey
 * placeholder for a second or two on an ordinary connection).
 */
export const islandTargets = {
  header: { selector: 'header' },
  contact: { selector: '#contact', ahead: '200% 0px' },
} satisfies Record<string, Target>
