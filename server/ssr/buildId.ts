import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A short fingerprint of the build in dist/. Vike inlines the client manifest (every content-hashed asset name)
 * into the server entry, which also names every server chunk: any change to the site changes this file.
 * Read once at start.
 */
export function buildId(distDir: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(distDir, 'server/entry.mjs')))
    .digest('base64url')
    .slice(0, 12)
}
