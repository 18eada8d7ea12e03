/**
 * The small script that loads Vike's entry after the first paint (public/hydrate-after-paint.js): on the next
 * animation frame plus a task (after the paint), or after 500 ms in a tab that does not paint (in the background),
 * it adds a modulepreload link for every chunk in data-preload, so they download in parallel, and imports data-entry.
 */
const hydrateAfterPaintScript = '/hydrate-after-paint.js'

const vikeEntry = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/
const vikePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)" as="script" type="text\/javascript">/g

/**
 * Vike ends the page with modulepreload links and `<script src="/assets/entries/entry-….js" type="module" async>`.
 * Those scripts download with high priority and often run before the browser's first paint: the paint then waits
 * for React, and Lighthouse counts every script against First Contentful Paint. Both are handed to a tiny script
 * that preloads and starts them right after the first paint. HTML without Vike's tag is left as it is.
 */
export function hydrateAfterPaint(html: string): string {
  const entry = vikeEntry.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(vikePreload)].map((match) => match[1])
  return html
    .replace(vikePreload, '')
    .replace(
      vikeEntry,
      `<script src="${hydrateAfterPaintScript}" type="module" async data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
    )
}
