/* global document, requestAnimationFrame, setTimeout */
// See server/ssr/hydrateAfterPaint.ts. Kept short: it is served as written.
const b = document.querySelector('script[data-entry]')
let s = 0
const go = () => {
  if (s++ || !b) return
  for (const href of (b.dataset.preload || '').split(' ').filter(Boolean))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
  import(b.dataset.entry)
}
requestAnimationFrame(() => setTimeout(go))
setTimeout(go, 500)
