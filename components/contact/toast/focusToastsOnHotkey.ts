import { toastHotkey, toastViewportId } from './toastHotkey.ts'

/**
 * F8 reaches the notifications from the first paint (docs/states-and-limits.md): the server's HTML already holds their
 * viewport (`Toaster`), and this listener focuses it until Radix Toast's own one is there, and beside it afterwards
 * (both focus the same element). A few bytes in the first load instead of the toasts' code.
 * On the window, in the capture phase: React stops a key pressed in a part it never hydrates (a link in a page's body,
 * see HtmlOnly), so neither a bubbling listener nor Radix's own, on the document, would hear it.
 */
export function focusToastsOnHotkey(): void {
  window.addEventListener(
    'keydown',
    (event) => {
      if (toastHotkey.every((code) => event.code === code)) document.getElementById(toastViewportId)?.focus()
    },
    { capture: true },
  )
}
