import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { alarmingLines } from './alarmingLines.ts'

describe('alarmingLines: what in a build’s output reads as a problem', () => {
  it.each([
    ['a code frame', '  12 | const text = t`Hello ${name}`'],
    ["a code frame's culprit line", '> 13 |   message: `x`,'],
    ["Lingui's extractor", 'Could not extract from template literal with expressions'],
    ['a warning', 'warning: some chunks are larger than 500 kB after minification'],
    ["rolldown's timing report", 'PLUGIN_TIMINGS: vike:build took 40%'],
    ['an error', 'Error: Cannot find module'],
    ['a failure mark, coloured', '\u001b[31m✗\u001b[39m Build failed'],
  ])('%s', (_what, line) => {
    expect(alarmingLines(`vite v8.0.0 building for production...\n${line}\n✓ built in 4.12s`)).toEqual([
      stripVTControlCharacters(line),
    ])
  })

  it("passes Vite's list of built files, the error page's among them, and the build's own lines", () => {
    const output = [
      'vite v8.0.0 building client environment for production...',
      '✓ 412 modules transformed.',
      'dist/client/assets/entries/pages_error.B3xk1l2Q.js      1.20 kB │ gzip: 0.70 kB',
      'dist/client/assets/entries/pages_index.Cq8k1l2Q.js      0.98 kB │ gzip: 0.55 kB',
      '✓ built in 4.12s',
    ].join('\n')
    expect(alarmingLines(output)).toEqual([])
  })
})
