import { rm } from 'node:fs/promises'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { copyProject } from '../support/copyProject.ts'
import { runNpm } from '../support/runNpm.ts'

/**
 * A line a newcomer would read as a problem: an error, a warning, a failure, a timing report, a code frame (its lines
 * are `  12 | code`, the culprit's `> 13 | code`; Lingui's extractor prints one under 'Could not extract from template
 * literal with expressions').
 */
const alarming = /error|warn|fail|could not|✗|PLUGIN_TIMINGS|^[\s>]*\d+\s*\|/i

/**
 * Lines that match `alarming` and are not a problem, each with why. Vite lists every built file: Vike builds the
 * 404/500 page (pages/_error) into files named after it.
 */
const knownGood: readonly { line: RegExp; why: string }[] = [
  { line: /^dist\/\S*pages_error\.\S+\s/, why: "a built file of the error page (pages/_error), in Vite's list" },
]

let copy = ''
afterAll(() => copy && rm(copy, { recursive: true, force: true }))

it('npm run build prints nothing that reads as a problem: no error, warning, failure, code frame or timing report', async () => {
  // In a copy, with its own dist/: the suite's other tests keep reading the project's build.
  copy = await copyProject('quiet-build-')
  const { code, output } = await runNpm(['run', 'build'], { cwd: copy })
  const lines = stripVTControlCharacters(output).split('\n')
  expect(code, output).toBe(0)
  // Both Vite builds ran (client and server), so their whole output was read.
  expect(lines.filter((line) => /built in \d/.test(line))).toHaveLength(2)
  const alarms = lines.filter((line) => alarming.test(line) && !knownGood.some(({ line: good }) => good.test(line)))
  expect(alarms).toEqual([])
}, 180_000)
