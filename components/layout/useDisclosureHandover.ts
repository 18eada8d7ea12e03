import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/**
 * The swap from the server's `<details>` disclosure to the scripted menu. `scripted` is false in the server's HTML
 * and in the render that hydrates it, so hydration never mismatches, and true from a transition right after: rendered
 * in slices that yield to the visitor's input (docs/performance.md), not one blocking render. Until then the
 * `<details>` works on its own, and the menu's state is not touched: React has nothing to render for it.
 *
 * A `<details>` the visitor opened before the swap (a slow network, or a tap while the code arrives) stays open as
 * the scripted menu: the same transition sets the state, so the swap renders it open in one go. A tap between the
 * transition's start and its commit is read from the element itself as the swap commits, and the focus that was in
 * the `<details>` moves to the menu's button instead of falling to the page. Returns the ref for the `<details>`.
 */
export function useDisclosureHandover(
  setOpen: (open: boolean) => void,
  button: RefObject<HTMLButtonElement | null>,
): { scripted: boolean; details: RefObject<HTMLDetailsElement | null> } {
  const [scripted, setScripted] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  const hadFocus = useRef(false)
  // What the swap's transition told the menu's state (closed, as the server renders it, unless the visitor opened it).
  const told = useRef(false)
  useEffect(
    () =>
      startTransition(() => {
        told.current = details.current?.open ?? false
        if (told.current) setOpen(true)
        setScripted(true)
      }),
    [setOpen],
  )
  useLayoutEffect(() => {
    if (scripted) {
      if (hadFocus.current) button.current?.focus()
      hadFocus.current = false
      return
    }
    const disclosure = details.current
    if (!disclosure) return
    const follow = () => {
      // Gone: the swap has happened, and the scripted menu took what was read last.
      if (disclosure.isConnected) hadFocus.current = disclosure.contains(document.activeElement)
    }
    follow()
    const listening = new AbortController()
    for (const type of ['focusin', 'focusout'])
      disclosure.addEventListener(type, () => queueMicrotask(follow), { signal: listening.signal })
    return () => {
      listening.abort()
      // The swap is being committed: the `<details>` is out of the page but still says whether it is open. A tap
      // that toggled it after the transition began is taken from the element itself here: none is lost.
      if (disclosure.open !== told.current) setOpen(disclosure.open)
    }
  }, [scripted, setOpen, button])
  return { scripted, details }
}
