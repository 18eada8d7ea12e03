import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { PageContext } from 'vike/types'
import { Layout, type HtmlOnlyParts } from '../components/layout/Layout.tsx'
import { PageContextReact } from '../components/pageContext/pageContext.ts'
import { type ShellContext, ShellContextReact } from '../components/pageContext/shellContext.ts'
import { useEffect } from 'react'

/**
 * Everything around a page, the same tree on the server and in the browser so hydration matches.
 * Only the server passes `htmlOnly` (the page's body and the footer) and the whole `pageContext` they read; the
 * browser keeps that HTML as it is and has only the shell context.
 */
export function PageShell({
  shell,
  pageContext,
  i18n,
  htmlOnly,
}: {
  shell: ShellContext
  pageContext?: PageContext
  i18n: I18n
  htmlOnly?: HtmlOnlyParts
}) {
  useHydratedFlag()
  // The same providers on both sides (the browser's page context is undefined): the trees match node for node.
  return (
    <PageContextReact value={pageContext}>
      <ShellContextReact value={shell}>
        <I18nProvider i18n={i18n}>
          <Layout htmlOnly={htmlOnly} />
        </I18nProvider>
      </ShellContextReact>
    </PageContextReact>
  )
}

/**
 * Marks the document `data-hydrated="true"` once React has hydrated the shell (header, contact section): the
 * effect of the root runs after every effect below it. Tests wait for this flag instead of reading React's internals.
 * Before, it is absent while React has not come, and `pending` while it hydrates (hydrateShell.tsx).
 */
function useHydratedFlag(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
