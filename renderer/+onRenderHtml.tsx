import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { renderHead } from './head/renderHead.ts'
import { createI18n } from './i18n/createI18n.ts'
import { pageMessages } from './i18n/pageMessages.ts'
import { PageShell } from './PageShell.tsx'
import { copyPrefix } from './site/sitePaths.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, locale } = pageContext
  const messages = pageMessages(locale, copyPrefix(pageContext.logicalPath))
  // A fresh i18n instance per request: concurrent renders in two languages never share state.
  const i18n = createI18n(locale, messages)
  const year = new Date().getFullYear()
  const context = Object.assign(pageContext, { messages, year })
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PageShell pageContext={context} i18n={i18n}>
          {Page ? <Page /> : null}
        </PageShell>,
      ),
    )
    // Styles go in <head>, so the first paint is already styled.
    const head = renderHead(context, i18n) + sheet.getStyleTags()
    return {
      documentHtml: escapeInject`<!DOCTYPE html><html lang="${locale}"><head>${dangerouslySkipEscape(head)}</head><body><div id="root">${dangerouslySkipEscape(html)}</div></body></html>`,
      pageContext: { messages, year },
    }
  } finally {
    sheet.seal()
  }
}
