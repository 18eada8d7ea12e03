/**
 * The events for which React makes the part they reach finish hydrating inside the event's own task, to replay the
 * event on it: a copy of react-dom 19's private `discreteReplayableEvents`, which no module exports.
 * tests/unit/leaveEventsToBrowser.test.ts reads react-dom's own list out of its build and fails when an upgrade
 * changes it.
 */
export const eventsThatForceHydration = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
] as const

/**
 * Until React has committed the hydration of `root`, its taps and keys are the browser's, as before React arrived.
 * A tap or a key that reaches a root React is still hydrating makes React finish the whole hydration in that event's
 * task: on the header, 150–180 ms on a 4× slowed CPU, the worst interactions the INP benchmark saw
 * (docs/performance.md). Stopped on the root before React's own listener hears them (so call this before
 * `hydrateRoot`), they do what they do without JavaScript: a `<details>` toggles, a link is followed, a field takes the
 * key. React then reads the outcome: the menus' handover reads each `<details>`' `open` when it swaps
 * (useDisclosureHandover), and React replays a field's changed value. Listeners on the window or the document in the
 * capture phase (the language toggle's, the calls-to-action's, F8's, whenNeeded's) hear them first, as always.
 * Returns what to call once the root has committed.
 */
export function leaveEventsToBrowser(root: Element): () => void {
  const listening = new AbortController()
  const leave = (event: Event) => event.stopImmediatePropagation()
  for (const type of eventsThatForceHydration)
    root.addEventListener(type, leave, { capture: true, signal: listening.signal })
  return () => listening.abort()
}
