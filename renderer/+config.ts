import type { Config } from 'vike/types'

export default {
  // Each navigation is a full page load of cached HTML: no client router, and the view always starts at the top.
  clientRouting: false,
  // What the hydrated parts (header, contact section) need; page bodies are HTML only and need nothing.
  passToClient: [
    'locale',
    'logicalPath',
    'twinPath',
    'messages',
    'hasContactForm',
    'contactForm',
    'navGroups',
    'contactTopic',
  ],
  // The browser still runs onRenderClient (to hydrate the header and the contact section) though Page is server-only.
  clientHooks: true,
  meta: {
    // Page bodies are rendered on the server only: their code never reaches the browser (see HtmlOnly).
    Page: { env: { server: true, client: false } },
    // Each page's title and description (components/pageContext/PageMeta.ts), read by the head on the server.
    pageMeta: { env: { server: true, client: false } },
  },
} satisfies Config
