import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { GlobalStyle } from './components/GlobalStyle.tsx'
import { ContactProviders } from './contact/ContactProviders.tsx'
import { Layout } from './layout/Layout.tsx'
import { PageContextProvider } from './PageContextProvider.tsx'

/** Everything around a page, identical on the server and in the browser so hydration matches. */
export function PageShell({ pageContext, i18n, children }: { pageContext: PageContext; i18n: I18n; children: ReactNode }) {
  return (
    <PageContextProvider pageContext={pageContext}>
      <I18nProvider i18n={i18n}>
        {/* The one tooltip (language toggle) brings its own Radix Tooltip.Provider when it loads. */}
        <GlobalStyle />
        <ContactProviders>
          <Layout>{children}</Layout>
        </ContactProviders>
      </I18nProvider>
    </PageContextProvider>
  )
}
