// The process entry. A stop is honoured from its first line: loading the server's modules takes seconds on a busy
// machine, and a SIGTERM or SIGINT that comes meanwhile must still end the process with 0 (docs/operations.md). So
// nothing is imported before these listeners are in place; until the server has installed its own ordered stop, a
// signal ends the process at once, since nothing has been opened yet.
import process from 'node:process'

let serverStops = false
const exitAtOnce = () => {
  if (!serverStops) process.exit(0)
}
// They stay for the process's life: removing the last listener of a signal drops a signal already delivered but not
// yet dispatched (it arrives while modules load, and is dispatched only after), so the server's handler would miss it.
process.on('SIGTERM', exitAtOnce)
process.on('SIGINT', exitAtOnce)

const { EnvError, parseEnv } = await import('./env.ts')
const { createLogger } = await import('./createLogger.ts')
const { startServer } = await import('./startServer.ts')

// Settings first: a bad one stops everything with the full list.
let env
try {
  env = parseEnv(process.env)
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}
const logger = createLogger(env)
// From here the server's own handlers stop it in order (server/startServer.ts), installed in the same synchronous
// step as this flag is set, so no signal falls between the two.
serverStops = true
try {
  await startServer(env, logger)
} catch (error) {
  // E.g. DATA_DIR cannot be created or written: one clear line, then exit 1 rather than serve without a lead store.
  logger.fatal({ err: error }, `cannot start: ${(error as Error).message}`)
  logger.flush()
  process.exit(1)
}
