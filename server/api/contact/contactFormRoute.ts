import Router from '@koa/router'
import bodyParser from 'koa-bodyparser'
import type { Limiter } from '../rateLimit/Limiter.ts'
import { z } from 'zod'
import { contactContract } from '../../../site/contact/contactContract.ts'
import type { ContactFormState } from '../../../site/contact/contactFormState.ts'
import { contactSchema } from '../../../site/contact/contactSchema.ts'
import type { AppContext, AppState } from '../../AppState.ts'
import { canonicalPath } from '../../http/canonicalPath.ts'
import { sitePageRequests } from '../../ssr/sitePageRequests.ts'
import { issueFields } from '../issueFields.ts'
import { logRejection } from '../logRejection.ts'
import { takePoint } from '../rateLimit/takePoint.ts'
import type { Rejection } from '../Rejection.ts'
import { visibleFields } from '../visibleFields.ts'
import { classifyContactIssues } from './classifyContactIssues.ts'
import { readFormPost, type FormPost } from './readFormPost.ts'
import { refusalPage } from './refusalPage.ts'
import type { RenderContactPage } from './renderContactPage.ts'
import { submitContact, type ContactSteps } from './submitContact.ts'

export type ContactFormRouteOptions = ContactSteps & { limiter: Limiter; render: RenderContactPage }

// qs (co-body's form parser) keeps prototype keys out by default; 16 KiB as for the API.
const parseForm = bodyParser({ enableTypes: ['form'], formLimit: '16kb' })

const pages = new Map(sitePageRequests.map((page) => [page.path, page]))

// The first step of a visitor who had no question yet: everything but the question is checked.
const captcha = new Set<string>(contactContract.captcha)
const withoutCaptcha = z.object(
  Object.fromEntries(Object.entries(contactSchema.shape).filter(([field]) => !captcha.has(field))),
)

/**
 * POST to any page (docs/progressive-enhancement.md): the contact form sent without JavaScript, urlencoded, answered with that same page in
 * its language, never cached. Same rate limit (the contact bucket), schema, captcha, store, logs and e-mail as
 * /api/contact (submitContact). A visitor who had no question gets one as a second step, with their fields kept.
 * Refusals are cheap (docs/contact-and-captcha.md): a cross-site post is refused by its headers alone, then the bucket
 * is charged before anything is read; a cross-site post, a body too large, unreadable or of another type and a
 * rate-limited post get a short page (refusalPage), never a render. A post
 * to another spelling of a page's URL (trailing or doubled slash, letter case) is sent to the page's own URL with a
 * 308, which the browser follows with the same body.
 */
export function contactFormRoute({ limiter, render, ...steps }: ContactFormRouteOptions): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true, strict: true })
  router.post(/^\/.*$/, async (ctx, next) => {
    const page = pages.get(ctx.path)
    if (!page) {
      const target = pages.get(canonicalPath(ctx.path).toLowerCase())
      if (!target) return next()
      ctx.status = 308
      return ctx.redirect(target.path + (ctx.querystring ? `?${ctx.querystring}` : ''))
    }
    // For the submissions metric; only the step to the question (below) is no submission.
    ctx.state.formSubmission = true
    const answer = (status: number, state: ContactFormState) => answerWithPage(ctx, render, status, state)
    const refuse = (rejection: Rejection, post?: FormPost) => {
      logRejection(ctx, rejection)
      return answer(
        rejection.status,
        answerState(post, { code: rejection.code, fields: visibleFields(rejection.fields ?? []) }),
      )
    }
    const refuseShortly = (rejection: Rejection) => {
      logRejection(ctx, rejection)
      ctx.status = rejection.status
      ctx.set('Cache-Control', 'no-store')
      ctx.type = 'text/html; charset=utf-8'
      ctx.body = refusalPage(ctx.state.locale, rejection.code, page.path)
    }
    // A header comparison, before any state: another site's posts cost no bucket entry and cannot spend the bucket
    // of the visitor whose browser they come through.
    if (crossSite(ctx))
      return refuseShortly({ status: 403, reason: 'invalid', code: 'invalid_request', fields: ['(origin)'] })
    const retryAfter = await takePoint(limiter, ctx.ip)
    if (retryAfter !== undefined) {
      ctx.set('Retry-After', String(retryAfter))
      return refuseShortly({ status: 429, reason: 'rate_limited', code: 'rate_limited' })
    }
    if (!ctx.is('application/x-www-form-urlencoded'))
      return refuseShortly({ status: 415, reason: 'bad_content_type', code: 'bad_content_type' })
    try {
      await parseForm(ctx, async () => {})
    } catch (error) {
      const tooLarge = error instanceof Error && 'status' in error && error.status === 413
      if (tooLarge) return refuseShortly({ status: 413, reason: 'too_large', code: 'too_large' })
      return refuseShortly({ status: 400, reason: 'invalid', code: 'invalid_request', fields: ['(body)'] })
    }
    const post = readFormPost(ctx.request.body, ctx.state.logicalPath, ctx.get('Referer') || undefined)

    if (!post.hasCaptcha) {
      const first = withoutCaptcha.safeParse(post.payload)
      if (first.success) {
        ctx.state.formSubmission = false
        return answer(200, answerState(post))
      }
      return refuse(classifyContactIssues(first.error.issues, issueFields(first.error.issues)), post)
    }
    const outcome = await submitContact(ctx, post.payload, steps)
    if (outcome.kind === 'stored') return answer(200, { step: 'sent' })
    if (outcome.kind === 'storage_failed') return answer(503, answerState(post, { code: 'storage_failed', fields: [] }))
    // submitContact has logged it.
    const { status, code, fields = [], retryAfter: wait } = outcome.rejection
    if (wait !== undefined) ctx.set('Retry-After', String(wait))
    return answer(status, answerState(post, { code, fields: visibleFields(fields) }))
  })

  /** The form again: the visitor's values and campaign tags, a new question, and what was refused if anything. */
  function answerState(
    post: FormPost | undefined,
    refusal?: Extract<ContactFormState, { step: 'answer' }>['refusal'],
  ): ContactFormState {
    const values = post?.values ?? { name: '', email: '', company: '', whatsapp: '', message: '' }
    return { step: 'answer', values, utm: post?.utm ?? {}, captcha: steps.captcha.issue(), refusal }
  }
  return router
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

async function answerWithPage(
  ctx: AppContext,
  render: RenderContactPage,
  status: number,
  state: ContactFormState,
): Promise<void> {
  const page = await render({ path: ctx.path, locale: ctx.state.locale, logicalPath: ctx.state.logicalPath }, state)
  if (!page) throw new Error(`no page rendered for ${ctx.path}`)
  for (const [name, value] of page.headers) if (name.toLowerCase() !== 'content-length') ctx.set(name, value)
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  ctx.body = page.html
}
