import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { createI18n } from './i18n/createI18n.ts'
import { PageShell } from './PageShell.tsx'

export function onRenderClient(pageContext: PageContextClient) {
  const { Page, locale, messages } = pageContext
  // The same catalogue slice the server rendered with, active before hydration: no flash, no mismatch.
  const i18n = createI18n(locale, messages)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  // As a transition, hydration yields to the browser every few milliseconds instead of one long blocking task:
  // the page (already fully rendered HTML) stays responsive while React attaches.
  startTransition(() => {
    hydrateRoot(
      root,
      <PageShell pageContext={pageContext} i18n={i18n}>
        {Page ? <Page /> : null}
      </PageShell>,
    )
  })
}
