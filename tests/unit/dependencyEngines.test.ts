import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { z } from 'zod'
import { runNpm } from '../support/runNpm.ts'

const root = path.resolve(import.meta.dirname, '../..')

const lockfileSchema = z.looseObject({
  packages: z.record(z.string(), z.looseObject({ engines: z.unknown().optional() })),
})

const folders: string[] = []
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))))

/**
 * npm's own engine check (`--engine-strict`, from the lockfile alone: a dry run, offline) run on the Node the
 * project's scripts run on (the devDependency `node`, first on PATH as in an npm script). `.npmrc` silences npm's
 * warnings because npm checks against the Node it runs on (Debian's 20); this is the check it would have made,
 * against the right Node.
 */
async function checkEngines(plant?: (lockfile: z.infer<typeof lockfileSchema>) => void) {
  const dir = await mkdtemp(path.join(tmpdir(), 'engines-'))
  folders.push(dir)
  await copyFile(path.join(root, 'package.json'), path.join(dir, 'package.json'))
  await copyFile(path.join(root, '.npmrc'), path.join(dir, '.npmrc'))
  const lockfile = lockfileSchema.parse(JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')))
  plant?.(lockfile)
  await writeFile(path.join(dir, 'package-lock.json'), JSON.stringify(lockfile))
  const args = ['install', '--dry-run', '--engine-strict', '--offline', '--ignore-scripts', '--no-audit', '--no-fund']
  return runNpm(args, { cwd: dir, pathFirst: path.join(root, 'node_modules/.bin') })
}

it("every dependency accepts the project's Node (the root's engines included, so npm ran on it)", async () => {
  const { code, output } = await checkEngines()
  expect(output).not.toContain('EBADENGINE')
  expect(code, output).toBe(0)
})

it('a dependency that refuses that Node fails the check, naming it', async () => {
  const { code, output } = await checkEngines((lockfile) => {
    const zod = lockfile.packages['node_modules/zod']
    if (!zod) throw new Error('zod is not in package-lock.json')
    zod.engines = { node: '<26' }
  })
  expect(code).not.toBe(0)
  expect(output).toContain('EBADENGINE')
  expect(output).toMatch(/zod@[\d.]+/)
})
