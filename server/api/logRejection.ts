import type { AppContext } from '../AppState.ts'
import type { Rejection } from './Rejection.ts'

/**
 * The one warn line of a rejected request (docs/contact-and-captcha.md): reason, route, status and field names; the request id comes
 * from the request's child logger. Never a value from the body. Also tells the submissions metric why.
 */
export function logRejection(ctx: AppContext, { status, reason, fields = [] }: Rejection): void {
  ctx.state.rejection = reason
  ctx.state.log.warn({ reason, route: ctx.path, status, fields }, 'request rejected')
}
