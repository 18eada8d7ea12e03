/**
 * Runs `run` in a task after the next frame has been painted (a frame's callbacks run before its paint, a task queued
 * from one after it), so work that can wait does not delay what the visitor is about to see. Returns its cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer = 0
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Runs `run` once, in a task after the page's first paint is on screen: the first paint's entry comes once that frame
 * is presented, tens of milliseconds after it is drawn, so what starts then stays out of the first screen
 * (docs/performance.md). Without paint entries, after a frame and a task; in a tab opened in the background, which
 * does not paint, after 500 ms; after 5 s at most.
 */
export function afterFirstPaint(run: () => void): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    run()
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((_, observer) => {
      observer.disconnect()
      setTimeout(start)
    }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(start))
  if (document.visibilityState === 'hidden') setTimeout(start, 500)
  setTimeout(start, 5000)
}
