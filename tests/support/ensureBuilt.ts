import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** Builds the site (catalogues + Vite) when dist/ has no server entry yet; tests and benchmarks need a real build. */
export function ensureBuilt(root = process.cwd()): void {
  if (
    existsSync(path.join(root, 'dist/server/entry.mjs')) &&
    existsSync(path.join(root, 'dist/client/.vite/client-manifest.json'))
  )
    return
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}
