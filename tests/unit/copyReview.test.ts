import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject } from '../support/copyProject.ts'
import { runNpm } from '../support/runNpm.ts'

// The copy workflow of docs/pages-and-copy.md ("Changing a text"), run as a writer would: in a copy of the project,
// change a Portuguese text and add a message, then `npm run build`.
let project = ''

const npm = (...args: string[]) => runNpm(args, { cwd: project })

// A UI string (page bodies are content records, checked by `npm run content:check`): the hero's call-to-action.
const ctaMessages = () => path.join(project, 'components/ctaMessages.ts')
const catalogue = () => path.join(project, 'locales/en-US/site.po')
let oldText = ''
const newText = 'Falar com o time de Vendas'

beforeAll(async () => {
  project = await copyProject('fluxa-copy-')
  const source = await readFile(ctaMessages(), 'utf8')
  // Read from the code, so the test follows a reviewed change of the call-to-action's words.
  oldText = /id: 'cta\.talkToSales', message: '([^']+)'/.exec(source)?.[1] ?? ''
  expect(oldText).not.toBe('')
  await writeFile(
    ctaMessages(),
    source.replace(`message: '${oldText}'`, `message: '${newText}'`) +
      "\nexport const newLine = msg({ id: 'cta.newLine', message: 'Uma frase nova, ainda sem tradução.' })\n",
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
      /cta\.talkToSales \(components\/ctaMessages\.ts:\d+\) in locales\/en-US\/site\.po: the source text changed since it was translated/,
    )
    expect(output).toContain(`was: ${JSON.stringify(oldText)}`)
    expect(output).toContain(`now: ${JSON.stringify(newText)}`)
    expect(output).toMatch(
      /cta\.newLine \(components\/ctaMessages\.ts:\d+\) in locales\/en-US\/site\.po: no translation yet/,
    )
    // Stopped before bundling: no site was built from the stale catalogues.
    expect(output).not.toContain('vite v')
  }, 60_000)

  it('passes the check once the English is reviewed and the new message translated', async () => {
    expect((await npm('run', 'copy:review', '--', 'cta.talkToSales')).code).toBe(0)
    const afterReview = await npm('run', 'copy:check')
    expect(afterReview.code).not.toBe(0)
    expect(afterReview.output).not.toContain('cta.talkToSales')
    expect(afterReview.output).toContain('cta.newLine')

    const po = await readFile(catalogue(), 'utf8')
    await writeFile(catalogue(), po.replace(/(msgid "cta\.newLine"\nmsgstr )""/, '$1"A new line."'))
    expect((await npm('run', 'copy:review', '--', 'cta.newLine')).code).toBe(0)
    expect((await npm('run', 'copy:check')).code).toBe(0)
  }, 60_000)
})
