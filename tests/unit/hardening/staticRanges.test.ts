import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../../support/ensureBuilt.ts'
import { rawPipeline, type PipelinedAnswer } from '../../support/rawPipeline.ts'
import { clientDir } from '../../support/startBuiltApp.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'

// A Range on a static file, as a client or an attacker sends it (docs/operations.md, "Ranges"), against the real
// production process: every answer is framed right, so the requests pipelined after it on the same connection get
// their own answers, and nothing is logged as an error.
let site: SiteProcess
let port = 0
const work = mkdtempSync(path.join(tmpdir(), 'fluxa-static-ranges-'))

// The largest built script, sent as it is (Accept-Encoding: identity): its bytes are the file's.
const largest = readdirSync(path.join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ target: `/assets/${name}`, size: statSync(path.join(clientDir, 'assets', name)).size }))
  .sort((a, b) => b.size - a.size)[0]
const file = readFileSync(path.join(clientDir, largest.target))
const size = file.length

beforeAll(async () => {
  ensureBuilt()
  site = await startSiteProcess({ HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), PRERENDER: 'false' })
  port = Number(new URL(site.url).port)
}, 180_000)
afterAll(async () => {
  await site?.stop()
  rmSync(work, { recursive: true, force: true })
})

const request = (method: string, target: string, headers: Record<string, string>, close = false) =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  (close ? 'Connection: close\r\n' : '') +
  '\r\n'

/** The ranged request, then two ordinary ones on the same connection: all three must be answered, each its own. */
async function rangedThenOthers(range: string, method = 'GET', more: Record<string, string> = {}) {
  const answers = await rawPipeline(port, [
    request(method, largest.target, { Range: range, ...more }),
    request('GET', '/robots.txt', {}),
    request('GET', largest.target, {}, true),
  ])
  expect(answers.map((answer) => answer.status).slice(1)).toEqual([200, 200])
  expect(answers[1].body.toString()).toContain('Sitemap:')
  expect(answers[2].body.equals(file)).toBe(true)
  return answers[0]
}

/** A correct answer to a Range the server need not honour: the whole file (200), or 416 naming the size. */
function expectWholeOrUnsatisfiable(answer: PipelinedAnswer, range: string) {
  if (answer.status === 416) {
    expect(answer.headers['content-range'], range).toBe(`bytes */${size}`)
    expect(answer.body.length, range).toBe(0)
    expect(answer.headers['cache-control'], range).toBe('no-store')
  } else {
    expect(answer.status, range).toBe(200)
    expect(answer.headers['content-range'], range).toBeUndefined()
    expect(answer.body.equals(file), range).toBe(true)
  }
}

function expectPart(answer: PipelinedAnswer, start: number, end: number) {
  expect(answer.status).toBe(206)
  expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`)
  expect(answer.headers['content-length']).toBe(String(end - start + 1))
  expect(answer.body.equals(file.subarray(start, end + 1))).toBe(true)
}

describe(`a Range on ${largest.target} (${size} bytes)`, () => {
  it('a satisfiable range is a correct 206: from-to, from, the last n bytes, a suffix longer than the file', async () => {
    expectPart(await rangedThenOthers('bytes=10-19'), 10, 19)
    expectPart(await rangedThenOthers(`bytes=${size - 5}-`), size - 5, size - 1)
    expectPart(await rangedThenOthers('bytes=-10'), size - 10, size - 1)
    expectPart(await rangedThenOthers(`bytes=100-${size * 10}`), 100, size - 1)
    expectPart(await rangedThenOthers('bytes=-99999999999999999999'), 0, size - 1)
    // The same range three times is one range; a range past the end beside a good one leaves the good one.
    expectPart(await rangedThenOthers('bytes=0-1,0-1,0-1'), 0, 1)
    expectPart(await rangedThenOthers(`bytes=0-1,${size + 5}-`), 0, 1)
  })

  it('the end before the start, a start past the end of the file: 416 with bytes */size, or the whole file', async () => {
    for (const range of [
      'bytes=100-50',
      `bytes=${size}-`,
      `bytes=${size + 1000}-${size + 2000}`,
      'bytes=99999999999999999999-',
    ])
      expectWholeOrUnsatisfiable(await rangedThenOthers(range), range)
    const unsatisfiable = await rangedThenOthers(`bytes=${size}-`)
    expect(unsatisfiable.status).toBe(416)
  })

  it('garbage, another unit, several ranges, a conditional range, the first byte: the whole file or a 416', async () => {
    for (const range of [
      'bytes=abc-def',
      'bytes=',
      'bytes=-',
      'bytes=--5',
      'bytes=5',
      'bytes=1-2-3',
      'bytes= 1 - 2 , x',
      'pages=1-2',
      'garbage',
      'bytes=0-1,5-6',
      'bytes=0-0',
      'bytes=-0',
      'bytes=0x10-0x20',
      'bytes=1e3-2e3',
    ])
      expectWholeOrUnsatisfiable(await rangedThenOthers(range), range)
    // If-Range names a validator; the whole file is always a correct answer to it.
    expectWholeOrUnsatisfiable(await rangedThenOthers('bytes=10-19', 'GET', { 'If-Range': '"anything"' }), 'If-Range')
  })

  it('HEAD with a malformed range: a head that announces what a GET would send, nothing after it', async () => {
    const head = await rangedThenOthers('bytes=100-50', 'HEAD')
    expect([200, 416]).toContain(head.status)
  })

  it('any Range header at all (property): never breaks the connection', async () => {
    const number = fc.oneof(fc.nat({ max: size * 2 }), fc.constantFrom('', '-', '99999999999999999999', 'x', ' '))
    const spec = fc.tuple(number, number).map(([from, to]) => `${from}-${to}`)
    const header = fc.oneof(
      fc.array(spec, { minLength: 1, maxLength: 4 }).map((specs) => `bytes=${specs.join(',')}`),
      fc.string({ maxLength: 30 }).filter((text) => /^[\x21-\x7e ]*$/.test(text) && text.trim() === text),
    )
    await fc.assert(
      fc.asyncProperty(header, async (range) => {
        const answer = await rangedThenOthers(range)
        if (answer.status === 206) {
          const [, start, end] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.headers['content-range'] ?? '') ?? []
          expect(answer.headers['content-range']).toMatch(new RegExp(`/${size}$`))
          expect(answer.body.equals(file.subarray(Number(start), Number(end) + 1))).toBe(true)
        } else expectWholeOrUnsatisfiable(answer, range)
      }),
      { numRuns: 60 },
    )
  })

  it('a precompressed twin (brotli) is ranged over its own bytes, framed right', async () => {
    const answers = await rawPipeline(port, [
      request('GET', largest.target, { Range: 'bytes=100-50', 'Accept-Encoding': 'br' }).replace(
        'Accept-Encoding: identity\r\n',
        '',
      ),
      request('GET', largest.target, { Range: 'bytes=-99999999999999999999', 'Accept-Encoding': 'br' }, true).replace(
        'Accept-Encoding: identity\r\n',
        '',
      ),
    ])
    const brotli = readFileSync(path.join(clientDir, `${largest.target}.br`))
    expect([200, 416]).toContain(answers[0].status)
    expect(answers[1].status).toBe(206)
    expect(answers[1].headers['content-encoding']).toBe('br')
    expect(answers[1].body.equals(brotli)).toBe(true)
  })

  it('logged no error and no stack trace for any of them', () => {
    const lines = site.output().split('\n')
    expect(lines.filter((line) => /"level":50|"stack"|unhandled error/.test(line))).toEqual([])
  })
})
