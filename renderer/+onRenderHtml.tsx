import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { GlobalStyle } from '../components/GlobalStyle.tsx'
import { isErrorPage, renderHead } from './head/renderHead.ts'
import { activeStyleTag } from './head/activeStyleTag.ts'
import { createI18n } from '../site/createI18n.ts'
import { preloadLatinFont } from './head/preloadLatinFont.ts'
import { pageMessages } from '../site/pageMessages.ts'
import { shellCopy } from '../components/layout/shellCopy.ts'
import { IslandsContext } from '../components/islands/IslandsContext.ts'
import { serverIslands } from './islands/serverIslands.ts'
import { SiteFooter } from '../components/layout/SiteFooter.tsx'
import { ContactAside } from '../components/contact/ContactAside.tsx'
import { PageShell } from './PageShell.tsx'
import { contactTopic } from '../components/contact/contactTopic.ts'
import type { ShellContext, ShellPage } from '../components/pageContext/shellContext.ts'
import { shellContextScript } from './shellContextScript.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, locale } = pageContext
  // A fresh i18n instance per request: concurrent renders in two languages never share state.
  const i18n = createI18n(locale, pageMessages(locale))
  // The browser hydrates only the header and the contact section: their messages and menus, the same on every page of
  // the language, are its copy (components/layout/shellCopy.ts), which the browser imports as a module of its own.
  const copy = shellCopy(locale)
  const year = new Date().getFullYear()
  const hasContactForm = !isErrorPage(pageContext)
  // An error page has no twin: its toggle leads home, so no request path ever becomes a link (docs/languages-and-urls.md, a 404 is
  // rendered once per language whatever the URL).
  const twinPath = hasContactForm ? pageContext.logicalPath : '/'
  // What this page's contact section says, computed here: the page registry stays on the server, out of the browser's
  // scripts (docs/performance.md).
  const topic = contactTopic(i18n, locale, pageContext.logicalPath)
  const passed = { ...copy, year, hasContactForm, twinPath, contactTopic: topic }
  const context = Object.assign(pageContext, passed)
  // What the browser's shell reads of this page when React arrives (readShellContext, renderer/shellContextScript.ts), written into it.
  const page: ShellPage = {
    locale,
    logicalPath: context.logicalPath,
    twinPath,
    hasContactForm,
    contactForm: context.contactForm,
    contactTopic: topic,
  }
  const shell: ShellContext = { ...page, ...copy }
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
    const head = renderHead(context, i18n) + activeStyleTag(sheet)
    return {
      documentHtml: escapeInject`<!DOCTYPE html><html lang="${locale}"><head>${dangerouslySkipEscape(head)}</head><body><div id="root">${dangerouslySkipEscape(html)}</div>${dangerouslySkipEscape(shellContextScript(page))}</body></html>`,
      pageContext: passed,
      injectFilter: preloadLatinFont,
    }
  } finally {
    sheet.seal()
  }
}
