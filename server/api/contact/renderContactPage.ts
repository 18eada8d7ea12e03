import { renderPage } from 'vike/server'
import type { ContactFormState } from '../../../site/contact/contactFormState.ts'
import { hydrateAfterPaint } from '../../ssr/hydrateAfterPaint.ts'
import type { PageRequest } from '../../ssr/sitePageRequests.ts'

/** A page rendered for one visitor: status, headers, HTML. */
export type RenderedContactPage = { status: number; headers: [string, string][]; html: string }

export type RenderContactPage = (page: PageRequest, state: ContactFormState) => Promise<RenderedContactPage | undefined>

/**
 * The page the form was sent from, rendered by Vike like every page, with the server's answer to the form in the page
 * context (docs/progressive-enhancement.md): so it looks and reads like the site. It holds the visitor's own words, so it is rendered for
 * this one answer and never enters the page cache.
 */
export function renderContactPage(publicUrl: string): RenderContactPage {
  return async ({ path, locale, logicalPath }, contactForm) => {
    const { httpResponse } = await renderPage({
      urlOriginal: path,
      headersOriginal: {},
      publicUrl,
      locale,
      logicalPath,
      contactForm,
    })
    if (!httpResponse) return undefined
    return {
      status: httpResponse.statusCode,
      headers: httpResponse.headers,
      html: hydrateAfterPaint(httpResponse.body),
    }
  }
}
