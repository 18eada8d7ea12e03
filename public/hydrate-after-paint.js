/* global document, PerformanceObserver, requestAnimationFrame, setTimeout */
// See server/ssr/hydrateAfterPaint.ts. Kept short: it is served as written.
const b = document.querySelector('script[data-entry]')
let s = 0
const go = () => {
  if (s++ || !b) return
  const add = (rel, href) => document.head.append(Object.assign(document.createElement('link'), { rel, href }))
  for (const href of (b.dataset.preload || '').split(' ').filter(Boolean)) add('modulepreload', href)
  if (b.dataset.manifest) add('manifest', b.dataset.manifest)
  import(b.dataset.entry)
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((_, o) => (o.disconnect(), setTimeout(go))).observe({ type: 'paint', buffered: true })
else requestAnimationFrame(() => setTimeout(go))
if (document.visibilityState === 'hidden') setTimeout(go, 500)
setTimeout(go, 5000)
