import { randomUUID } from 'node:crypto'

const validRequestId = /^[\w.:-]{1,64}$/

/** The request id a proxy sent (X-Request-Id) when it is a plain token, or a new one: it is logged and sent back. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && validRequestId.test(incoming) ? incoming : randomUUID()
}
