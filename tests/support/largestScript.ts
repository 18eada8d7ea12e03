import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The largest built script under dist/client/assets: more bytes than a socket's buffers hold, for tests that stall a client. */
export function largestScript(): { name: string; size: number } {
  const assets = path.resolve('dist/client/assets')
  return readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)[0]
}
