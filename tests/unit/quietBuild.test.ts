import { spawn } from 'node:child_process'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** What a clone does not have, or this test must not share with the project it copies (its build output). */
const notCopied = new Set(['.git', 'dist', 'test-results', 'playwright-report', '.bench', 'data'])

/** A line a newcomer would read as a problem: an error, a warning, a failure, a timing report, a code frame. */
const alarming = /error|warn|fail|✗|PLUGIN_TIMINGS|^\s*\d+\s*\|/i

/**
 * Lines that match `alarming` and are not a problem, each with why. Vite lists every built file: Vike builds the
 * 404/500 page (pages/_error) into files named after it.
 */
const knownGood: readonly { line: RegExp; why: string }[] = [
  { line: /^dist\/\S*pages_error\.\S+\s/, why: "a built file of the error page (pages/_error), in Vite's list" },
]

const copies: string[] = []
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))))

/** `npm run build` in a copy of the project (its own dist/, the same node_modules), stdout and stderr in order. */
async function buildACopy(): Promise<{ code: number | null; lines: string[] }> {
  const copy = await mkdtemp(path.join(tmpdir(), 'quiet-build-'))
  copies.push(copy)
  await cp(root, copy, {
    recursive: true,
    filter: (source) => {
      const [top = ''] = path.relative(root, source).split(path.sep)
      return !notCopied.has(top) && path.basename(source) !== 'node_modules'
    },
  })
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  // The npm on PATH, as a newcomer types the command (its own warnings count too), in a shell's environment: without
  // what vitest and the npm running it set (NODE_ENV=test makes Lingui's CLI look for its unbuilt workers).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|TEST|VITEST.*|npm_.*)$/i.test(name)),
  )
  const child = spawn('npm', ['run', 'build'], { cwd: copy, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { code, lines: stripVTControlCharacters(output).split('\n') }
}

it('npm run build prints nothing that reads as a problem: no error, warning, failure, code frame or timing report', async () => {
  const { code, lines } = await buildACopy()
  expect(code, lines.join('\n')).toBe(0)
  // Both Vite builds ran (client and server), so their whole output was read.
  expect(lines.filter((line) => /built in \d/.test(line))).toHaveLength(2)
  const alarms = lines.filter((line) => alarming.test(line) && !knownGood.some(({ line: good }) => good.test(line)))
  expect(alarms).toEqual([])
}, 180_000)
