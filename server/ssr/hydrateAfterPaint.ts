/**
 * The small script that loads Vike's entry after the first paint (public/hydrate-after-paint.js). It waits for the
 * first paint's entry, which comes once that frame is on screen (a frame and a task in a browser without paint
 * entries; 500 ms in a tab opened in the background, which does not paint; 5 s at most). Then it adds a modulepreload
 * link for every chunk in data-preload, so they download in parallel, the web manifest's link (data-manifest), and
 * imports data-entry. Waiting for the frame on screen, not only for a frame, keeps the entry's request out of the
 * first screen's: the first paint is presented tens of milliseconds after it is drawn.
 */
const hydrateAfterPaintScript = '/hydrate-after-paint.js'
const webManifest = '/manifest.webmanifest'

const vikeEntry = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/
const vikePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)" as="script" type="text\/javascript">/g

/**
 * Vike ends the page with modulepreload links and `<script src="/assets/entries/entry-….js" type="module" async>`.
 * Those scripts download with high priority and often run before the browser's first paint: the paint then waits
 * for React, and Lighthouse counts every script against First Contentful Paint. Both are handed to a tiny script
 * that preloads and starts them once the first paint is on screen.
 *
 * The loader's own tag goes into <head>, right after the font's preload: the browser asks for both in its first look
 * at the page, the font first, so the loader (0.9 KB) is in early instead of competing with the font later. It is
 * async, so it never holds the parser. The manifest's link waits for it too: Chromium fetches a linked manifest as
 * soon as the document is parsed, on a connection of its own, while the font is still coming. HTML without Vike's tag
 * is left as it is.
 */
export function hydrateAfterPaint(html: string): string {
  const entry = vikeEntry.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(vikePreload)].map((match) => match[1])
  const loader = `<script src="${hydrateAfterPaintScript}" type="module" async data-entry="${entry}" data-preload="${preloads.join(' ')}" data-manifest="${webManifest}"></script>`
  const body = html.replace(vikePreload, '')
  const preload = /<link rel="preload"[^>]*>/.exec(body)
  const at = preload ? preload.index + preload[0].length : body.indexOf('</head>')
  if (at < 0) return body.replace(vikeEntry, loader)
  return `${body.slice(0, at)}${loader}${body.slice(at).replace(vikeEntry, '')}`
}
