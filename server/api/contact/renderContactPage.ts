import type { ContactFormState } from '../../../site/contact/contactFormState.ts'
import type { RenderedPage } from '../../ssr/renderCache.ts'
import { renderWithVike } from '../../ssr/renderWithVike.ts'
import type { PageRequest } from '../../ssr/sitePageRequests.ts'

export type RenderContactPage = (page: PageRequest, state: ContactFormState) => Promise<RenderedPage | undefined>

/**
 * The page the form was sent from, rendered by Vike like every page (renderWithVike), with the server's answer to the
 * form in the page context (docs/progressive-enhancement.md): so it looks and reads like the site. It holds the
 * visitor's own words, so it is rendered for this one answer and never enters the page cache.
 */
export function renderContactPage(publicUrl: string): RenderContactPage {
  return (page, contactForm) => renderWithVike(page, publicUrl, contactForm)
}
