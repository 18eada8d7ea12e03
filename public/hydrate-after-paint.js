/* global document, requestAnimationFrame, setTimeout */
// Fetches and starts the site's JavaScript (Vike's entry and its chunks, named in data-entry and data-preload)
// only after the browser has painted the server-rendered HTML: the first paint never waits for a script, and the
// chunks still download in parallel. The fallback timer covers tabs that do not paint (in the background).
const boot = document.querySelector('script[data-entry]')
let started = false
const start = () => {
  if (started || !boot) return
  started = true
  for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  import(boot.dataset.entry)
}
requestAnimationFrame(() => setTimeout(start))
setTimeout(start, 500)
