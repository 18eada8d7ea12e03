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
