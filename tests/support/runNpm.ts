import { spawn } from 'node:child_process'
import path from 'node:path'

export type NpmRun = { code: number | null; output: string }

/**
 * Runs the npm on PATH in `cwd` as a person would from a shell, and returns its exit code and its stdout and stderr
 * in order. The environment is the shell's: without what vitest sets (NODE_ENV=test makes Lingui's CLI look for its
 * development workers) and what the npm running the tests hands its children (its settings, node_modules/.bin on
 * PATH). `pathFirst` goes first on PATH (a node_modules/.bin makes npm's `#!/usr/bin/env node` find Node 26).
 */
export function runNpm(args: string[], options: { cwd: string; pathFirst?: string }): Promise<NpmRun> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|TEST|VITEST.*|npm_.*)$/i.test(name)),
  )
  // A shell's PATH: without the node_modules/.bin folders the npm running the tests put first.
  const shellPath = (env.PATH ?? '').split(path.delimiter).filter((dir) => !dir.endsWith(`node_modules${path.sep}.bin`))
  env.PATH = [...(options.pathFirst ? [options.pathFirst] : []), ...shellPath].join(path.delimiter)
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}
