import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react'
import { afterPaint } from '../afterPaint.ts'

/**
 * While the small-screen menu is open it covers the page: everything beside the header (`bar`) is inert, so Tab stays
 * in the header and its menu, and Escape calls `close`. Making the page inert, or not, restyles all of it, so both
 * wait for the menu's paint and a tap on the menu's button paints at once; a key that comes first makes the page
 * inert at once (a keydown precedes the focus move it causes). Returns what makes the page focusable again at once,
 * for a link or call-to-action of the menu that moves the focus behind it within the same click.
 */
export function useMenuCoversPage(open: boolean, bar: RefObject<HTMLElement | null>, close: () => void): () => void {
  const page = useRef({ behind: [] as HTMLElement[], covered: false, cancel: () => {} })
  const cover = useCallback((covered: boolean) => {
    const state = page.current
    state.cancel()
    state.cancel = () => {}
    if (state.covered === covered) return
    state.covered = covered
    for (const element of state.behind) element.inert = covered
  }, [])
  useLayoutEffect(() => {
    if (!open) return
    const state = page.current
    const header = bar.current
    // Reopened before the page was uncovered: it stays covered, on the same elements.
    if (!state.covered)
      state.behind = [...(header?.parentElement?.children ?? [])].filter(
        (element): element is HTMLElement => element !== header && element instanceof HTMLElement,
      )
    state.cancel()
    state.cancel = afterPaint(() => cover(true))
    const onKeyDown = (event: KeyboardEvent) => {
      cover(true)
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      state.cancel()
      state.cancel = state.covered ? afterPaint(() => cover(false)) : () => {}
    }
  }, [open, bar, close, cover])
  // Unmounted (the header is gone): nothing may stay inert.
  useLayoutEffect(() => () => cover(false), [cover])
  return useCallback(() => cover(false), [cover])
}
