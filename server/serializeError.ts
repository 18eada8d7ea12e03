import { stdSerializers } from 'pino'

// Where a database driver puts what it was given: node-postgres' `where` and `detail` quote the failing input (a
// lead's own words), `parameters`, `query` and `internalQuery` may hold them whole.
const valueKeys = new Set(['where', 'detail', 'hint', 'parameters', 'query', 'internalQuery'])

/**
 * pino's `err` serializer (type, message, stack, the error's own keys) without the keys that can carry the values of
 * a lead (docs/leads.md: no log line holds a visitor's data); the SQLSTATE `code`, `table` and `constraint` stay.
 */
export function serializeError(error: Error): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stdSerializers.err(error)).filter(([key]) => !valueKeys.has(key)))
}
