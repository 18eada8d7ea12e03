import { statSync } from 'node:fs'
import path from 'node:path'

/**
 * The day the site in dist/ was built (YYYY-MM-DD, UTC): when the server entry was written, which every build
 * rewrites. The sitemap gives it as every page's <lastmod>; undefined when there is no build (development).
 */
export function buildDate(distDir: string): string | undefined {
  try {
    return statSync(path.join(distDir, 'server/entry.mjs')).mtime.toISOString().slice(0, 10)
  } catch {
    return undefined
  }
}
