import type { Config } from 'vike/types'

export default {
  // Each navigation is a full page load of cached HTML: no client router, and the view always starts at the top.
  clientRouting: false,
  // The entry's tag in <head>, right after the font's preload (renderer/head/preloadLatinFont.ts): its code waits for
  // the first paint (+client.ts), so the browser may ask for it in its first look at the page.
  injectScriptsAt: 'HTML_BEGIN',
  // HTML-only pages in Vike's terms (no onRenderClient): Vike's client runtime and its page context never reach the
  // browser. The browser runs +client.ts, which hydrates the shell itself when the visitor is about to use it, from
  // the shell context the server wrote into the page (docs/front-end.md, docs/performance.md).
  meta: {
    // Page bodies are rendered on the server only: their code never reaches the browser (see HtmlOnly).
    Page: { env: { server: true, client: false } },
    // Each page's title and description (components/pageContext/PageMeta.ts), read by the head on the server.
    pageMeta: { env: { server: true, client: false } },
  },
} satisfies Config
