import { renderPage } from 'vike/server'
import type { ContactFormState } from '../../site/contact/contactFormState.ts'
import type { PageRequest } from './sitePageRequests.ts'
import type { RenderedPage } from './renderCache.ts'

/**
 * The one Vike render of the server: renders one URL path in the language the request was decided to be in
 * (decideLocale), so Vike's onBeforeRoute takes it from here rather than working it out again. No request headers,
 * cookies or query string reach the render, so a page depends on its path alone and may be cached for every visitor
 * (server/ssr/ssrMiddleware.ts). The one exception is `contactForm`, the server's answer to the form posted without
 * JavaScript (docs/progressive-enhancement.md): it holds the visitor's own words, so that page is rendered for one
 * answer and never cached (server/routes/contactForm/contactFormRoute.ts).
 */
export async function renderWithVike(
  { path, locale, logicalPath }: PageRequest,
  publicUrl: string,
  contactForm?: ContactFormState,
): Promise<RenderedPage | undefined> {
  const { httpResponse } = await renderPage({
    urlOriginal: path,
    headersOriginal: {},
    publicUrl,
    locale,
    logicalPath,
    ...(contactForm && { contactForm }),
  })
  if (!httpResponse) return undefined
  return { status: httpResponse.statusCode, headers: httpResponse.headers, html: httpResponse.body }
}
