import { pino, stdSerializers, type Logger } from 'pino'
import type { Env } from './env.ts'

/** Paths that could hold a visitor's personal data; pino replaces them before a line is written. */
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'body',
  '*.body',
  'email',
  '*.email',
  'whatsapp',
  '*.whatsapp',
  'phone',
  'lead',
  '*.lead',
]

// Where a database driver puts what it was given: node-postgres' `where` and `detail` quote the failing input (a
// lead's own words), `parameters`, `query` and `internalQuery` may hold them whole.
const valueKeys = new Set(['where', 'detail', 'hint', 'parameters', 'query', 'internalQuery'])

/**
 * pino's `err` serializer (type, message, stack, the error's own keys) without the keys that can carry the values of
 * a lead (docs/leads.md: no log line holds a visitor's data); the SQLSTATE `code`, `table` and `constraint` stay.
 */
function serializeError(error: Error): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stdSerializers.err(error)).filter(([key]) => !valueKeys.has(key)))
}

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    redact: { paths: redact, censor: '[redacted]' },
    serializers: { err: serializeError },
    base: { pid: process.pid },
  }
  if (destination) return pino(options, destination)
  if (env.NODE_ENV === 'development') return pino({ ...options, transport: { target: 'pino-pretty' } })
  // Asynchronous writes: a request no longer waits for its log line's write(2), and lines logged while a write is in
  // flight go out together in the next one. pino flushes what is left when the process exits (shutdown and process.exit
  // both); only a kill -9 can lose the last few lines.
  return pino(options, pino.destination({ dest: 1, sync: false }))
}
