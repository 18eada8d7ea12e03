/**
 * docs/states-and-limits.md: F8 moves the focus to the notifications. Key codes, as Radix Toast reads its `hotkey`
 * (every one pressed); the viewport's `ol` carries `toastViewportId`, in the server's HTML of every page.
 */
export const toastHotkey = ['F8']

export const toastViewportId = 'toasts'

const pressed = toastHotkey.map((code) => `e.code===${JSON.stringify(code)}`).join('&&')

/**
 * F8 from the first paint: part of the head's inline script (site/headScript.ts), so it holds before any file has
 * arrived, and beside Radix Toast's own listener once the toasts' code is there (both focus the same element). On the
 * window, in the capture phase: React stops a key pressed in a part it never hydrates (a link in a page's body, see
 * HtmlOnly), so neither a bubbling listener nor Radix's own, on the document, would hear it. Plain ES5.
 */
export const toastHotkeyScript = `addEventListener("keydown",function(e){if(${pressed}){var t=document.getElementById(${JSON.stringify(toastViewportId)});t&&t.focus()}},true)`
