import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A `<details>` the visitor opened before the script arrived (a slow network) stays open as the scripted menu that
 * replaces it, and the focus that was in it moves to the menu's button instead of falling to the page. Returns the
 * ref for the `<details>`. The effect reads it at hydration, before useScripted's swap removes it.
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
    if (disclosure.open) setOpen(true)
    hadFocus.current = disclosure.contains(document.activeElement)
  }, [scripted, setOpen, button])
  return details
}
