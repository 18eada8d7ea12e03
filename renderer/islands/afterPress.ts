import { afterPaint } from '../../components/afterPaint.ts'

/** What ends a press that began with an event of this type: a tap's click comes after its touchend, in a task of its own. */
const pressEnds: Partial<Record<string, readonly string[]>> = {
  pointerdown: ['click', 'pointercancel'],
  touchstart: ['click', 'touchcancel', 'pointercancel'],
  keydown: ['keyup'],
}

/** A press may last (a long touch, a held key, a drag): after this long the code comes anyway. */
const longestPress = 1000

/**
 * Resolves once the press that began with `type` (a tap, a click, a key) is over and its outcome painted; at once for
 * anything else (a pointer coming over, the focus coming in). Code asked for by a press comes after it, so evaluating
 * it (React's chunk alone is a long task on a phone) never delays the press's own click or keyup: the `<details>` it
 * opens, without JavaScript, is on screen first. Listens on the window in the capture phase: React stops some events
 * that reach parts it has not hydrated.
 */
export function afterPress(type: string | undefined): Promise<void> {
  const ends = type === undefined ? undefined : pressEnds[type]
  if (!ends) return Promise.resolve()
  return new Promise((resolve) => {
    const listening = new AbortController()
    const released = () => {
      listening.abort()
      clearTimeout(timer)
      afterPaint(resolve)
    }
    const timer = setTimeout(released, longestPress)
    for (const end of ends) window.addEventListener(end, released, { capture: true, signal: listening.signal })
  })
}
