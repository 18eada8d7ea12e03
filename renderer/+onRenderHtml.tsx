import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { GlobalStyle } from '../components/GlobalStyle.tsx'
import { isErrorPage } from './head/isErrorPage.ts'
import { renderHead } from './head/renderHead.ts'
import { createI18n } from '../site/createI18n.ts'
import { skipFontPreloads } from './head/skipFontPreloads.ts'
import { pageMessages } from './i18n/pageMessages.ts'
import { IslandsContext } from '../components/islands/IslandsContext.ts'
import { serverIslands } from './islands/serverIslands.ts'
import { SiteFooter } from '../components/layout/SiteFooter.tsx'
import { ContactAside } from '../components/contact/ContactAside.tsx'
import { PageShell } from './PageShell.tsx'
import { navGroups } from '../components/layout/navGroups.ts'
import { contactTopic } from '../components/contact/contactTopic.ts'
import type { ShellContext } from '../components/pageContext/ShellContext.ts'
import { shellContextScript } from './shellContextScript.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, locale } = pageContext
  // A fresh i18n instance per request: concurrent renders in two languages never share state.
  const i18n = createI18n(locale, pageMessages(locale))
  // The browser hydrates only the header and the contact section: it gets their messages alone.
  const messages = pageMessages(locale, { browser: true })
  const year = new Date().getFullYear()
  const hasContactForm = !isErrorPage(pageContext)
  // An error page has no twin: its toggle leads home, so no request path ever becomes a link (docs/languages-and-urls.md, a 404 is
  // rendered once per language whatever the URL).
  const twinPath = hasContactForm ? pageContext.logicalPath : '/'
  // What the hydrated header and contact section say, computed here: the page registry and the menus' messages
  // stay on the server, out of the browser's first-load script (docs/performance.md).
  const header = navGroups(i18n, locale)
  const topic = contactTopic(i18n, locale, pageContext.logicalPath)
  const passed = { messages, year, hasContactForm, twinPath, navGroups: header, contactTopic: topic }
  const context = Object.assign(pageContext, passed)
  // What the browser's shell reads when React arrives (renderer/readShellContext.ts), written into the page.
  const shell: ShellContext = {
    locale,
    logicalPath: context.logicalPath,
    twinPath,
    messages,
    hasContactForm,
    contactForm: context.contactForm,
    navGroups: header,
    contactTopic: topic,
  }
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      sheet.collectStyles(
        <IslandsContext value={serverIslands}>
          <PageShell
            shell={shell}
            pageContext={context}
            i18n={i18n}
            // The global styles need no JavaScript either: the browser keeps the rules the server wrote in <head>.
            htmlOnly={{
              page: (
                <>
                  <GlobalStyle />
                  {Page ? <Page /> : null}
                </>
              ),
              footer: <SiteFooter />,
              contactAside: <ContactAside />,
            }}
          />
        </IslandsContext>,
      ),
    )
    // Styles go in <head>, so the first paint is already styled.
    const head = renderHead(context, i18n) + sheet.getStyleTags()
    return {
      documentHtml: escapeInject`<!DOCTYPE html><html lang="${locale}"><head>${dangerouslySkipEscape(head)}</head><body><div id="root">${dangerouslySkipEscape(html)}</div>${dangerouslySkipEscape(shellContextScript(shell))}</body></html>`,
      pageContext: passed,
      injectFilter: skipFontPreloads,
    }
  } finally {
    sheet.seal()
  }
}
