/* global document, PerformanceObserver, requestAnimationFrame, setTimeout */
// See server/ssr/hydrateAfterPaint.ts. Kept short: it is served as written.
const b = document.querySelector('script[data-entry]')
let s = 0
const go = () => {
  if (s++ || !b) return
  const link = (rel, href) => document.head.append(Object.assign(document.createElement('link'), { rel, href }))
  for (const href of (b.dataset.preload || '').split(' ').filter(Boolean)) link('modulepreload', href)
  if (b.dataset.manifest) link('manifest', b.dataset.manifest)
  import(b.dataset.entry)
}
// After the first paint is on screen (its entry comes with the frame's presentation), or a frame and a task where
// paint entries are unknown; a tab that does not paint (opened in the background) waits 500 ms.
if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((_, o) => (o.disconnect(), setTimeout(go))).observe({ type: 'paint', buffered: true })
else requestAnimationFrame(() => setTimeout(go))
if (document.visibilityState === 'hidden') setTimeout(go, 500)
setTimeout(go, 5000)
