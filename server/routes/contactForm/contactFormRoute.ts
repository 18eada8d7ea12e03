import Router from '@koa/router'
import type { ApiErrorCode } from '../../../site/contact/apiErrorMessages.ts'
import type { ContactFormState } from '../../../site/contact/contactFormState.ts'
import { contactSchema } from '../../../site/contact/contactSchema.ts'
import { catalogues } from '../../../site/catalogues.ts'
import { createI18n } from '../../../site/createI18n.ts'
import { escapeHtml } from '../../../site/escapeHtml.ts'
import type { Locale } from '../../../site/locales.ts'
import { apiErrorMessages } from '../../../site/contact/apiErrorMessages.ts'
import { refusalPageMessages } from '../../../site/contact/refusalPageMessages.ts'
import type { AppContext, AppMiddleware, AppState } from '../../AppState.ts'
import type { CaptchaService } from '../../contact/captcha.ts'
import type { ContactServices } from '../../contact/contactServices.ts'
import { canonicalPath } from '../../middleware/decideLocale.ts'
import { Refusal, visibleFields } from '../../refusal.ts'
import { renderWithVike } from '../../ssr/renderWithVike.ts'
import { sitePageRequests } from '../../ssr/sitePageRequests.ts'
import { rateLimit, readBody, validated } from '../steps.ts'
import { firstStepSchema, readFormPost, type FormPost } from './schema.ts'

export type ContactFormRouteOptions = {
  services: Pick<ContactServices, 'captcha' | 'limiters' | 'submit'>
  publicUrl: string
}

const pages = new Map(sitePageRequests.map((page) => [page.path, page]))
// The site's page paths, matched in one test: only a post to a page enters the form's steps.
const pagePath = new RegExp(
  `^(?:${[...pages.keys()].map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
)

/**
 * POST to any page (docs/progressive-enhancement.md): the contact form sent without JavaScript, urlencoded, answered
 * with that same page in its language, never cached. Same rate limit (the contact bucket), schema, captcha, store, logs
 * and e-mail as /api/contact (ContactServices.submit). A visitor who had no question gets one as a second step, with
 * their fields kept. Refusals are cheap (docs/contact-and-captcha.md): a cross-site post is refused by its headers
 * alone, then the bucket is charged before anything is read; those and a body too large, unreadable or of another type
 * are refused before the post is read, so they get a short page (refusalPage), never a render. A post to another
 * spelling of a page's URL (trailing or doubled slash, letter case) is sent to the page's own URL with a 308, which
 * the browser follows with the same body.
 */
export function contactFormRoute({ services, publicUrl }: ContactFormRouteOptions): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true, strict: true })
  router.post(
    pagePath,
    countAsSubmission,
    refuseCrossSite,
    rateLimit(services.limiters.contact),
    readBody('form'),
    async (ctx) => {
      const post = readFormPost(ctx.request.body, ctx.state.logicalPath, ctx.get('Referer') || undefined)
      // From here a refusal answers with the page, the visitor's values kept (answerRefusals).
      ctx.state.form = post
      if (!post.hasCaptcha) {
        validated(firstStepSchema, post.payload)
        ctx.state.formSubmission = false
        return answerWithPage(ctx, 200, formState(post, services.captcha), publicUrl)
      }
      await services.submit(validated(contactSchema, post.payload), ctx.state)
      return answerWithPage(ctx, 200, { step: 'sent' }, publicUrl)
    },
  )
  router.post(/^\/.*$/, (ctx, next) => {
    const target = pages.get(canonicalPath(ctx.path).toLowerCase())
    if (!target) return next()
    ctx.status = 308
    return ctx.redirect(target.path + (ctx.querystring ? `?${ctx.querystring}` : ''))
  })
  return router
}

// For the submissions metric: a post to a page is one, refused or not; only the step to the question is not (above).
const countAsSubmission: AppMiddleware = (ctx, next) => {
  ctx.state.formSubmission = true
  return next()
}

/**
 * A header comparison, before any state: another site's posts cost no bucket entry and cannot spend the bucket of the
 * visitor whose browser they come through.
 */
const refuseCrossSite: AppMiddleware = (ctx, next) => {
  if (crossSite(ctx))
    throw new Refusal({ status: 403, reason: 'invalid', code: 'invalid_request', fields: ['(origin)'] })
  return next()
}

/**
 * Whether the post comes from another site (docs/contact-and-captcha.md), in this order: a Sec-Fetch-Site of
 * cross-site or same-site whatever its Origin says; else its Origin when the browser sent one; else a Sec-Fetch-Site
 * of same-origin or none is the visitor's own; else its Referer. A post that tells none of them (an old browser with
 * referrers off) is taken as the visitor's own.
 */
function crossSite(ctx: AppContext): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = ctx.get('Origin')
  if (origin) return !sameHost(origin, ctx.host)
  if (fetchSite) return false
  const referer = ctx.get('Referer')
  return referer ? !sameHost(referer, ctx.host) : false
}

function sameHost(url: string, host: string): boolean {
  try {
    return new URL(url).host === host
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
    return false
  }
}

/** The form again: the visitor's values and campaign tags, a new question, and what was refused if anything. */
function formState(
  post: FormPost,
  captcha: CaptchaService,
  refusal?: Extract<ContactFormState, { step: 'answer' }>['refusal'],
): ContactFormState {
  return { step: 'answer', values: post.values, utm: post.utm, captcha: captcha.issue(), refusal }
}

/**
 * The page the form was sent from, rendered by Vike like every page (renderWithVike), with the server's answer to the
 * form in the page context (docs/progressive-enhancement.md): so it looks and reads like the site. It holds the
 * visitor's own words, so it is rendered for this one answer and never enters the page cache.
 */
async function answerWithPage(ctx: AppContext, status: number, state: ContactFormState, publicUrl: string) {
  const { path } = ctx
  const page = await renderWithVike(
    { path, locale: ctx.state.locale, logicalPath: ctx.state.logicalPath },
    publicUrl,
    state,
  )
  if (!page) throw new Error(`no page rendered for ${path}`)
  for (const [name, value] of page.headers) if (name.toLowerCase() !== 'content-length') ctx.set(name, value)
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  ctx.body = page.html
}

/**
 * A refused form post's answer (answerRefusals): the page with the refusal marked on the form and the visitor's values
 * kept, once the post was read; before that (cross-site, rate-limited, unreadable), the short refusal page.
 */
export async function answerFormRefusal(
  ctx: AppContext,
  { status, code, fields }: Refusal,
  { captcha, publicUrl }: { captcha: CaptchaService; publicUrl: string },
): Promise<void> {
  const post = ctx.state.form
  if (post)
    return answerWithPage(ctx, status, formState(post, captcha, { code, fields: visibleFields(fields) }), publicUrl)
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  ctx.type = 'text/html; charset=utf-8'
  ctx.body = refusalPage(ctx.state.locale, code, ctx.path)
}

// One entry per language, code and page: a small, fixed set, so a flood of refusals builds nothing new.
const made = new Map<string, string>()

/**
 * The short page that answers a form post refused before it is read (cross-site, too large, of another type,
 * rate-limited; docs/contact-and-captcha.md): the server's text in the page's language and a link back to the form,
 * with no script, no style and no captcha, so a flood of such posts costs next to nothing.
 */
function refusalPage(locale: Locale, code: ApiErrorCode, pagePath: string): string {
  const key = `${locale} ${code} ${pagePath}`
  const kept = made.get(key)
  if (kept) return kept
  const i18n = createI18n(locale, catalogues[locale].contact)
  const title = escapeHtml(i18n._(refusalPageMessages.title))
  // The form's anchor on every page (components/scrollToContact.ts).
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${title}</title></head><body><main><h1>${title}</h1>`,
    `<p role="alert">${escapeHtml(i18n._(apiErrorMessages[code]))}</p>`,
    `<p><a href="${escapeHtml(pagePath)}#contact">${escapeHtml(i18n._(refusalPageMessages.back))}</a></p>`,
    '</main></body></html>',
  ].join('')
  made.set(key, html)
  return html
}
