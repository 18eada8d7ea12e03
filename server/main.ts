import process from 'node:process'
import { createLogger } from './createLogger.ts'
import { EnvError, parseEnv } from './env.ts'
import { startServer } from './startServer.ts'

/**
 * The server's start, loaded by the entry (server/index.js) once its stop listeners are in place: the settings, the
 * logger, then the server, which takes over stopping (takeOverStops) in the same synchronous step as it installs its
 * own ordered stop, so no signal falls between the two.
 */
export async function main(takeOverStops: () => void): Promise<void> {
  // Settings first: a bad one stops everything with the full list.
  let env: ReturnType<typeof parseEnv>
  try {
    env = parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  const logger = createLogger(env)
  // From here the server's own handlers stop it in order (server/startServer.ts), installed in the same synchronous
  // step as the entry is told so, so no signal falls between the two.
  takeOverStops()
  try {
    await startServer(env, logger)
  } catch (error) {
    // E.g. DATA_DIR cannot be created or written: one clear line, then exit 1 rather than serve without a lead store.
    logger.fatal({ err: error }, `cannot start: ${(error as Error).message}`)
    logger.flush()
    process.exit(1)
  }
}
