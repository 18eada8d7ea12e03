import bodyParser from 'koa-bodyparser'
import type { z } from 'zod'
import type { AppMiddleware } from '../AppState.ts'
import { takePoint, type Limiter } from '../contact/rateLimits.ts'
import { Refusal } from '../refusal.ts'
import { classifyContactIssues, contactBodyLimit, formBodyLimit, issueFields } from './contact/schema.ts'

/**
 * The steps a route chains before its handler (server/routes/routes.ts). Each either lets the request on or throws a
 * Refusal, which the router answers in one place; none answers a request itself.
 */

/**
 * One point per request from the client's bucket (takePoint), else a 429 with Retry-After. ctx.ip honours
 * X-Forwarded-For only when the app trusts its proxy (TRUST_PROXY), so a visitor cannot pick a fresh bucket by sending
 * the header.
 */
export function rateLimit(limiter: Limiter): AppMiddleware {
  return async (ctx, next) => {
    const retryAfter = await takePoint(limiter, ctx.ip)
    if (retryAfter !== undefined)
      throw new Refusal({ status: 429, reason: 'rate_limited', code: 'rate_limited', retryAfter })
    await next()
  }
}

/** co-body's option (passed through by koa-bodyparser, missing from its types): drop __proto__ / constructor.prototype keys. */
type ParserOptions = bodyParser.Options & { onProtoPoisoning: 'remove' }

const json: ParserOptions = {
  enableTypes: ['json'],
  jsonLimit: contactBodyLimit,
  strict: true,
  onProtoPoisoning: 'remove',
}
const bodies = {
  // Prototype keys are removed like any unknown key.
  json: { type: 'application/json', parse: bodyParser(json) },
  // qs (co-body's form parser) keeps prototype keys out by default.
  form: {
    type: 'application/x-www-form-urlencoded',
    parse: bodyParser({ enableTypes: ['form'], formLimit: formBodyLimit }),
  },
}

/**
 * Reads the body into ctx.request.body: JSON for the API (at most 16 KiB), urlencoded for the form posted without
 * JavaScript (at most 48 KiB, formBodyLimit) (docs/contact-and-captcha.md). Another content type is a 415, too large a 413; whatever else fails while
 * reading, inflating or parsing it is the body's fault (not JSON, cut short, labelled gzip or br without being so:
 * zlib's errors carry no HTTP status), a 400, never a server error. An unsupported Content-Encoding or charset is a 415
 * for the API and, as any unreadable form, a 400 for the form.
 */
export function readBody(kind: keyof typeof bodies): AppMiddleware {
  const { type, parse } = bodies[kind]
  return async (ctx, next) => {
    if (!ctx.is(type)) throw new Refusal({ status: 415, reason: 'bad_content_type', code: 'bad_content_type' })
    try {
      await parse(ctx, async () => {})
    } catch (error) {
      const status = error instanceof Error && 'status' in error ? error.status : undefined
      if (status === 413) throw new Refusal({ status: 413, reason: 'too_large', code: 'too_large' })
      if (status === 415 && kind === 'json')
        throw new Refusal({ status: 415, reason: 'bad_content_type', code: 'bad_content_type' })
      throw new Refusal({ status: 400, reason: 'invalid', code: 'invalid_request', fields: ['(body)'] })
    }
    await next()
  }
}

/**
 * The one validation step: a body as the schema's typed output, or the Refusal its issues call for
 * (classifyContactIssues: every body this server reads is the contact form's).
 */
export function validated<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw classifyContactIssues(parsed.error.issues, issueFields(parsed.error.issues))
}

/** The validation step as a route's step: the request's body, checked, as ctx.state.input. */
export function validate<Schema extends z.ZodType>(schema: Schema): AppMiddleware<{ input: z.output<Schema> }> {
  return (ctx, next) => {
    ctx.state.input = validated(schema, ctx.request.body)
    return next()
  }
}
