import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pino, type Logger } from 'pino'
import { createApp, type AppOptions } from '../../server/createApp.ts'
import { createContactServices, type ContactServices } from '../../server/contact/contactServices.ts'
import { parseEnv } from '../../server/env.ts'
import { createApiRouter } from '../../server/routes/routes.ts'
import { listenInProcess } from './listenInProcess.ts'

export type BuiltApp = {
  url: string
  port: number
  publicUrl: string
  services?: ContactServices
  close: () => Promise<void>
}

const root = process.cwd()
export const clientDir = path.join(root, 'dist/client')
const serverEntry = path.join(root, 'dist/server/entry.mjs')

/**
 * The real production app (createApp over the built client and Vike's server build) in this process (listenInProcess),
 * listening on a free loopback port. With `contact`, the real contact services too (SQLite in a temp DATA_DIR,
 * mail as .eml files there). Needs a prior `npm run build`.
 */
export async function startBuiltApp(
  settings: Record<string, string> = {},
  options: Partial<Pick<AppOptions, 'api' | 'healthy'>> & { logger?: Logger; contact?: boolean } = {},
): Promise<BuiltApp> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` before these tests`)
  await import(pathToFileURL(serverEntry).href)
  const dataDir =
    options.contact && !settings.DATA_DIR ? mkdtempSync(path.join(tmpdir(), 'fluxa-built-app-')) : undefined
  const env = parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...settings,
  })
  const logger = options.logger ?? pino({ level: 'silent' })
  const services = options.contact ? await createContactServices({ env, logger }) : undefined
  const app = createApp({
    env,
    logger,
    clientDir,
    api: options.api ?? (services && createApiRouter(services, { publicUrl: env.PUBLIC_URL })),
    healthy: options.healthy ?? services?.healthy,
  })
  const { server, port } = await listenInProcess(app, env)
  services?.start()
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    publicUrl: env.PUBLIC_URL,
    services,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await services?.close()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
