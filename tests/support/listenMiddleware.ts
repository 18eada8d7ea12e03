import type { AddressInfo } from 'node:net'
import Koa, { type Middleware } from 'koa'
import { pino } from 'pino'
import type { AppState } from '../../server/AppState.ts'

export type LoopbackApp = { origin: string; close: () => Promise<void> }

/**
 * Koa middleware under test on a loopback port, in the order given (as createApp would use them), with a silent
 * request logger before them and, after them, a page that answers `page <path>`: a request that gets that far was let
 * through.
 */
export async function listenMiddleware(middleware: Middleware<AppState>[]): Promise<LoopbackApp> {
  const app = new Koa<AppState>()
  app.use(async (ctx, next) => {
    ctx.state.log = pino({ level: 'silent' })
    await next()
  })
  for (const step of middleware) app.use(step)
  app.use((ctx) => {
    ctx.body = `page ${ctx.path}`
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
