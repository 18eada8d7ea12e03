import bodyParser from 'koa-bodyparser'
import type { AppMiddleware } from '../AppState.ts'
import { rejectRequest } from './rejectRequest.ts'

/** co-body's option (passed through by koa-bodyparser, missing from its types): drop __proto__ / constructor.prototype keys. */
type ParserOptions = bodyParser.Options & { onProtoPoisoning: 'remove' }

/**
 * JSON bodies only, at most `limit` (docs/contact-and-captcha.md: 16 KiB), with every failure as a JSON error:
 * another content type → 415, too large → 413, unreadable (not JSON, or not the encoding it claims) → 400.
 * Prototype keys are removed like any unknown key.
 */
export function jsonBody({ limit = '16kb' }: { limit?: string } = {}): AppMiddleware {
  const options: ParserOptions = { enableTypes: ['json'], jsonLimit: limit, strict: true, onProtoPoisoning: 'remove' }
  const parse = bodyParser(options)
  return async (ctx, next) => {
    if (!ctx.is('application/json'))
      return rejectRequest(ctx, { status: 415, reason: 'bad_content_type', code: 'bad_content_type' })
    try {
      await parse(ctx, async () => {})
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (status === 413) return rejectRequest(ctx, { status: 413, reason: 'too_large', code: 'too_large' })
      // 415 here means an unsupported Content-Encoding or charset.
      if (status === 415)
        return rejectRequest(ctx, { status: 415, reason: 'bad_content_type', code: 'bad_content_type' })
      // Whatever else fails while reading, inflating or parsing the body is the body's fault: not JSON, cut short, or
      // labelled gzip or br without being so (zlib's errors carry no HTTP status). Bad input, never a server error.
      return rejectRequest(ctx, { status: 400, reason: 'invalid', code: 'invalid_request', fields: ['(body)'] })
    }
    await next()
  }
}
