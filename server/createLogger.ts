import { pino, type Logger } from 'pino'
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

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = { level: env.LOG_LEVEL, redact: { paths: redact, censor: '[redacted]' }, base: { pid: process.pid } }
  if (destination) return pino(options, destination)
  if (env.NODE_ENV === 'development') return pino({ ...options, transport: { target: 'pino-pretty' } })
  return pino(options)
}
