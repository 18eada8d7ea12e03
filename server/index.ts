import { createLogger } from './createLogger.ts'
import { EnvError, parseEnv } from './parseEnv.ts'
import { startServer } from './startServer.ts'

// The process entry: settings first (a bad one stops everything with the full list), then the server.
let env
try {
  env = parseEnv(process.env)
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}
const logger = createLogger(env)
try {
  await startServer(env, logger)
} catch (error) {
  // E.g. DATA_DIR cannot be created or written: one clear line, then exit 1 rather than serve without a lead store.
  logger.fatal({ err: error }, `cannot start: ${(error as Error).message}`)
  logger.flush()
  process.exit(1)
}
