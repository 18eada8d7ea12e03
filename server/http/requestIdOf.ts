import { randomUUID } from 'node:crypto'

/**
 * A new request id for every request, whatever it carries (docs/operations.md): it is logged and sent back as
 * X-Request-Id. An incoming X-Request-Id is never taken: a client could otherwise choose its id, or reuse another's to
 * blur the log. A proxy in front names its own id in its own log (deploy/nginx.conf logs both).
 */
export function requestIdOf(): string {
  return randomUUID()
}
