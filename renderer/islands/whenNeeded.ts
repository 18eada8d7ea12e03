// pointermove too: a pointer that first shows up over the element (as in headless Chromium) may send no pointerover.
const intents = ['pointerover', 'pointermove', 'pointerdown', 'focusin', 'touchstart'] as const

/**
 * Resolves once the visitor is about to use the first element matching `selector`: the pointer or the focus enters
 * it, or, with `ahead` (an IntersectionObserver rootMargin), it comes that close to the viewport.
 * Resolves at once when the element is missing, so nothing can wait forever, or when the visitor is already there.
 */
export function whenNeeded(selector: string, { ahead }: { ahead?: string } = {}): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector)
    // Missing, or already under the pointer or holding the focus (the visitor got there before this script ran).
    if (!element || element.matches(':hover') || element.contains(document.activeElement)) return resolve()
    const listening = new AbortController()
    const observer =
      ahead === undefined
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) done()
            },
            { rootMargin: ahead },
          )
    function done() {
      listening.abort()
      observer?.disconnect()
      resolve()
    }
    // On the document, in the capture phase: React stops the pointerover and focusin events that reach a part it has
    // not hydrated yet (it replays them once it has), so a listener on the element itself would never hear them.
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done()
    }
    for (const type of intents)
      document.addEventListener(type, onIntent, { signal: listening.signal, capture: true, passive: true })
    observer?.observe(element)
  })
}
