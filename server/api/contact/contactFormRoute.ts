import Router from '@koa/router'
import bodyParser from 'koa-bodyparser'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { z } from 'zod'
import { contactContract } from '../../../site/contact/contactContract.ts'
import type { ContactFormState } from '../../../site/contact/contactFormState.ts'
import { contactSchema } from '../../../site/contact/contactSchema.ts'
import type { AppContext, AppState } from '../../AppState.ts'
import { sitePageRequests } from '../../ssr/sitePageRequests.ts'
import { issueFields } from '../issueFields.ts'
import { logRejection } from '../logRejection.ts'
import { takePoint } from '../rateLimit/takePoint.ts'
import type { Rejection } from '../rejectRequest.ts'
import { visibleFields } from '../visibleFields.ts'
import { classifyContactIssues } from './classifyContactIssues.ts'
import { readFormPost, type FormPost } from './readFormPost.ts'
import type { RenderContactPage } from './renderContactPage.ts'
import { submitContact, type ContactSteps } from './submitContact.ts'

export type ContactFormRouteOptions = ContactSteps & { limiter: RateLimiterAbstract; render: RenderContactPage }

// qs (co-body's form parser) keeps prototype keys out by default; 16 KiB as for the API.
const parseForm = bodyParser({ enableTypes: ['form'], formLimit: '16kb' })

// The first step of a visitor who had no question yet: everything but the question is checked.
const captcha = new Set<string>(contactContract.captcha)
const withoutCaptcha = z.object(
  Object.fromEntries(Object.entries(contactSchema.shape).filter(([field]) => !captcha.has(field))),
)

/**
 * POST to any page (docs/progressive-enhancement.md): the contact form sent without JavaScript, urlencoded, answered with that same page in
 * its language, never cached. Same rate limit (the contact bucket), schema, captcha, store, logs and e-mail as
 * /api/contact (submitContact). A visitor who had no question gets one as a second step, with their fields kept.
 * The form is same-origin: a cross-site post (Sec-Fetch-Site, or an Origin of another host) is refused, so no other
 * site can send leads through a visitor's browser.
 */
export function contactFormRoute({ limiter, render, ...steps }: ContactFormRouteOptions): Router<AppState> {
  const router = new Router<AppState>()
  router.post(
    sitePageRequests.map((page) => page.path),
    async (ctx) => {
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
      if (crossSite(ctx))
        return refuse({ status: 403, reason: 'invalid', code: 'invalid_request', fields: ['(origin)'] })
      const retryAfter = await takePoint(limiter, ctx.ip)
      if (retryAfter !== undefined) {
        ctx.set('Retry-After', String(retryAfter))
        return refuse({ status: 429, reason: 'rate_limited', code: 'rate_limited' })
      }
      if (!ctx.is('application/x-www-form-urlencoded'))
        return refuse({ status: 415, reason: 'bad_content_type', code: 'bad_content_type' })
      try {
        await parseForm(ctx, async () => {})
      } catch (error) {
        const tooLarge = error instanceof Error && 'status' in error && error.status === 413
        if (tooLarge) return refuse({ status: 413, reason: 'too_large', code: 'too_large' })
        return refuse({ status: 400, reason: 'invalid', code: 'invalid_request', fields: ['(body)'] })
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
      if (outcome.kind === 'storage_failed')
        return answer(503, answerState(post, { code: 'storage_failed', fields: [] }))
      // submitContact has logged it.
      const { status, code, fields = [] } = outcome.rejection
      return answer(status, answerState(post, { code, fields: visibleFields(fields) }))
    },
  )

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

function crossSite(ctx: AppContext): boolean {
  if (ctx.get('Sec-Fetch-Site') === 'cross-site') return true
  const origin = ctx.get('Origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== ctx.host
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
    return true
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
