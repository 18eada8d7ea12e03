import { spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The copy workflow of docs/pages-and-copy.md ("Changing a text"), run as a writer would: in a copy of the project,
// change a Portuguese text and add a message, then `npm run build`.
const root = path.resolve(import.meta.dirname, '../..')
let project = ''

function npm(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // A writer's shell, not vitest's NODE_ENV=test (with it, Lingui's CLI looks for its development workers).
    const env = { ...process.env }
    delete env.NODE_ENV
    const child = spawn('npm', args, { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

const homeCopy = () => path.join(project, 'pages/index/homeCopy.ts')
const oldTitle = 'Venda na América Latina. Receba como uma empresa global.'
const newTitle = 'Venda em toda a América Latina. Receba como uma empresa global.'

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'fluxa-copy-'))
  const skip = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data', '.bench'])
  await cp(root, project, { recursive: true, filter: (source) => !skip.has(path.basename(source)) })
  await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'))
  const source = await readFile(homeCopy(), 'utf8')
  expect(source).toContain(oldTitle)
  await writeFile(
    homeCopy(),
    source.replace(oldTitle, newTitle) +
      "\nexport const newLine = msg({ id: 'home.newLine', message: 'Uma frase nova, ainda sem tradução.' })\n",
  )
}, 30_000)

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true })
})

describe('a Portuguese text changed without reviewing its English', () => {
  it('fails the build, naming each id, its file and what changed', async () => {
    const { code, output } = await npm('run', 'build')
    expect(code).not.toBe(0)
    expect(output).toMatch(
      /home\.heroTitle \(pages\/index\/homeCopy\.ts:\d+\) in locales\/en-US\/copy\.po: the source text changed since it was translated/,
    )
    expect(output).toContain(`was: ${JSON.stringify(oldTitle)}`)
    expect(output).toContain(`now: ${JSON.stringify(newTitle)}`)
    expect(output).toMatch(
      /home\.newLine \(pages\/index\/homeCopy\.ts:\d+\) in locales\/en-US\/copy\.po: no translation yet/,
    )
    // Stopped before bundling: no site was built from the stale catalogues.
    expect(output).not.toContain('vite v')
  }, 60_000)

  it('passes the check once the English is reviewed and the new message translated', async () => {
    expect((await npm('run', 'copy:review', '--', 'home.heroTitle')).code).toBe(0)
    const afterReview = await npm('run', 'copy:check')
    expect(afterReview.code).not.toBe(0)
    expect(afterReview.output).not.toContain('home.heroTitle')
    expect(afterReview.output).toContain('home.newLine')

    const catalogue = path.join(project, 'locales/en-US/copy.po')
    const po = await readFile(catalogue, 'utf8')
    await writeFile(catalogue, po.replace(/(msgid "home\.newLine"\nmsgstr )""/, '$1"A new line."'))
    expect((await npm('run', 'copy:review', '--', 'home.newLine')).code).toBe(0)
    expect((await npm('run', 'copy:check')).code).toBe(0)
  }, 60_000)
})
