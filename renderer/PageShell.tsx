import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { PageContext } from 'vike/types'
import { Layout, type HtmlOnlyParts } from '../components/layout/Layout.tsx'
import { PageContextProvider } from '../components/pageContext/PageContextProvider.tsx'
import { useHydratedFlag } from './useHydratedFlag.ts'

/**
 * Everything around a page, the same tree on the server and in the browser so hydration matches.
 * Only the server passes `htmlOnly` (the page's body and the footer); the browser keeps that HTML as it is.
 */
export function PageShell({
  pageContext,
  i18n,
  htmlOnly,
}: {
  pageContext: PageContext
  i18n: I18n
  htmlOnly?: HtmlOnlyParts
}) {
  useHydratedFlag()
  return (
    <PageContextProvider pageContext={pageContext}>
      <I18nProvider i18n={i18n}>
        <Layout htmlOnly={htmlOnly} />
      </I18nProvider>
    </PageContextProvider>
  )
}
