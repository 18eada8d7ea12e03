import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pino, type Logger } from 'pino'
import { createApp, type AppOptions } from '../../server/createApp.ts'
import { parseEnv } from '../../server/parseEnv.ts'

export type BuiltApp = { url: string; port: number; close: () => Promise<void> }

const root = process.cwd()
export const clientDir = path.join(root, 'dist/client')
const serverEntry = path.join(root, 'dist/server/entry.mjs')

/**
 * The real production app (createApp over the built client and Vike's server build) in this process,
 * listening on a free loopback port. Needs a prior `npm run build`.
 */
export async function startBuiltApp(
  settings: Record<string, string> = {},
  options: Partial<Pick<AppOptions, 'api' | 'healthy'>> & { logger?: Logger } = {},
): Promise<BuiltApp> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` before these tests`)
  await import(pathToFileURL(serverEntry).href)
  const env = parseEnv({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...settings })
  const app = createApp({ env, logger: options.logger ?? pino({ level: 'silent' }), clientDir, api: options.api, healthy: options.healthy })
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
