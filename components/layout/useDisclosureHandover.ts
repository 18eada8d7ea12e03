import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A `<details>` the visitor opened before the scripted menu replaced it (a slow network, or a click while the code
 * arrives) stays open as the scripted menu, and the focus that was in it moves to the menu's button instead of falling
 * to the page. Returns the ref for the `<details>`. Until the swap (useScripted), the `<details>` is followed as the
 * visitor uses it: its toggle events and the focus going in and out.
 */
export function useDisclosureHandover(
  scripted: boolean,
  setOpen: (open: boolean) => void,
  button: RefObject<HTMLButtonElement | null>,
): RefObject<HTMLDetailsElement | null> {
  const details = useRef<HTMLDetailsElement>(null)
  const hadFocus = useRef(false)
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
      if (!disclosure.isConnected) return
      setOpen(disclosure.open)
      hadFocus.current = disclosure.contains(document.activeElement)
    }
    follow()
    const listening = new AbortController()
    for (const type of ['toggle', 'focusin', 'focusout'])
      disclosure.addEventListener(type, () => queueMicrotask(follow), { signal: listening.signal })
    return () => {
      listening.abort()
      // The swap is being committed: the `<details>` is out of the page but still says whether it is open. A tap
      // that toggled it just before has its toggle event still queued, which `follow` would find disconnected, so
      // the menu's state is taken from the element itself here: no tap during the swap is lost.
      setOpen(disclosure.open)
    }
  }, [scripted, setOpen, button])
  return details
}
