import type { Logger } from 'pino'

/** The one line every request writes: five fixed fields, none of them personal (the path, never the query string). */
export type AccessLine = { requestId: string; method: string; path: string; status: number; ms: number }

/**
 * Writes the request line at info, or at error for a 5xx. Its logger has no redaction: the line is built from the
 * fields above only, and pino's wildcard redaction walked every such line (the profile in docs/performance.md).
 */
export function createAccessLog(logger: Logger): (line: AccessLine) => void {
  const accessLog = logger.child({}, { redact: [] })
  return (line) => {
    if (line.status >= 500) accessLog.error(line, 'request')
    else accessLog.info(line, 'request')
  }
}
