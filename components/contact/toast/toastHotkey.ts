/**
 * docs/states-and-limits.md: F8 moves the focus to the notifications. Key codes, as Radix Toast reads its `hotkey`
 * (every one pressed); the viewport's `ol` carries `toastViewportId`, so the page's first script can focus it too.
 */
export const toastHotkey = ['F8']

export const toastViewportId = 'toasts'
