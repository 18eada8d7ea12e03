import { createLogger } from './createLogger.ts'
import { EnvError, parseEnv } from './parseEnv.ts'
import { startServer } from './startServer.ts'

// The process entry: settings first (a bad one stops everything with the full list), then the server.
try {
  const env = parseEnv(process.env)
  const logger = createLogger(env)
  await startServer(env, logger)
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  throw error
}
