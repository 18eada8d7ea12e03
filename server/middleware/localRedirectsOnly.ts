import type { AppMiddleware } from '../AppState.ts'

/** A path on this site: one slash, then anything but another slash or a backslash (browsers read "/\" as "//"). */
const localPath = /^\/(?![/\\])/

/**
 * No answer sends a visitor to another site. Vike's URL normalisation turns "//\evil.example" into a 301 to
 * "/\evil.example", which a browser follows to evil.example; any such redirect becomes a plain 404 instead.
 */
export function localRedirectsOnly(): AppMiddleware {
  return async (ctx, next) => {
    await next()
    // Node's own getter: Koa's response.get copies every header of the response to read one.
    const location = ctx.res.getHeader('location')
    if (typeof location !== 'string' || localPath.test(location)) return
    ctx.state.log.warn({ status: ctx.status }, 'off-site redirect refused')
    ctx.remove('Location')
    ctx.status = 404
    ctx.type = 'text/plain'
    ctx.body = 'Not Found'
  }
}
