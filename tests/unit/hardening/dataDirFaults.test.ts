import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { contactBody, newCaptcha, postContact } from '../../support/contactApi.ts'
import { expectedApiErrors } from '../../support/expectedApiErrors.ts'
import { startApiTestApp, type ApiTestApp } from '../../support/startApiTestApp.ts'
import { runSiteWithDataDir } from '../../support/runSiteWithDataDir.ts'
import { waitFor } from '../../support/waitFor.ts'
import { startSmtpSink } from '../../support/startSmtpSink.ts'

// Tests run as root here, so chmod cannot make a folder unwritable; these are faults root cannot write through either.
describe('DATA_DIR unusable at start: a clear error, exit non-zero, nothing served', () => {
  const cases: Array<{ fault: string; prepare: () => string; says: (dataDir: string) => string }> = [
    {
      fault: 'DATA_DIR is a regular file',
      prepare: () => {
        const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'fluxa-datadir-')), 'data')
        writeFileSync(dataDir, 'a file where the folder should be')
        return dataDir
      },
      says: (dataDir) => `cannot start: DATA_DIR ${dataDir} cannot hold the lead store`,
    },
    {
      fault: 'the lead store file is a folder',
      prepare: () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-datadir-'))
        mkdirSync(path.join(dataDir, 'leads.sqlite'))
        return dataDir
      },
      says: (dataDir) => `cannot start: DATA_DIR ${dataDir} cannot hold the lead store`,
    },
    {
      fault: 'the lead store file is not a database',
      prepare: () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-datadir-'))
        writeFileSync(path.join(dataDir, 'leads.sqlite'), 'this is not SQLite '.repeat(100))
        return dataDir
      },
      says: () => 'cannot hold the lead store',
    },
  ]
  for (const { fault, prepare, says } of cases) {
    it.concurrent(fault, async () => {
      const dataDir = prepare()
      const { code, output, fatal } = await runSiteWithDataDir(dataDir)
      expect(code).toBe(1)
      expect(fatal?.msg).toContain(says(dataDir))
      expect(output).not.toContain('"listening"')
    })
  }
})

async function submit(app: ApiTestApp, language: 'en-US' | 'pt-BR' = 'en-US') {
  const captcha = await newCaptcha(app.url)
  app.clock.advance(4_000)
  return postContact(app.url, contactBody(captcha), { language })
}

const health = async (app: ApiTestApp) => {
  const res = await fetch(`${app.url}/healthz`)
  return { status: res.status, body: await res.json() }
}

/** A lead store broken under a running server: every submit is a 503 { error } (never a 200), /healthz fails. */
async function expectStoreDown(app: ApiTestApp) {
  for (const language of ['en-US', 'pt-BR'] as const) {
    const answer = await submit(app, language)
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ error: expectedApiErrors.storage_failed[language] })
  }
  // The store's probe runs at most every 2 s (docs/operations.md): the check fails within that.
  await waitFor(async () => (await health(app)).status === 503, { what: '/healthz 503' })
  expect(await health(app)).toEqual({ status: 503, body: { ok: false } })
  expect(app.logs().some((line) => line.msg === 'lead could not be stored' && line.level === 50)).toBe(true)
}

describe('DATA_DIR broken while running: 503 { error } and a failing /healthz, no lead claimed as received', () => {
  it('the folder is removed', async () => {
    const sink = await startSmtpSink()
    const app = await startApiTestApp({ env: { SMTP_URL: sink.url } })
    try {
      expect((await submit(app)).status).toBe(200)
      expect(await health(app)).toEqual({ status: 200, body: { ok: true } })
      rmSync(app.dataDir, { recursive: true, force: true })
      await expectStoreDown(app)
    } finally {
      await app.close()
      await sink.close()
    }
  })

  it('the lead store file is replaced by another file', async () => {
    const app = await startApiTestApp()
    try {
      const file = path.join(app.dataDir, 'leads.sqlite')
      renameSync(file, `${file}.moved`)
      writeFileSync(file, '')
      await expectStoreDown(app)
    } finally {
      await app.close()
    }
  })

  it(
    'another process holds the database locked: 503 meanwhile, 200 again once it lets go',
    { timeout: 60_000 },
    async () => {
      // A long backoff: the delivery worker, finding the store locked, waits rather than blocking on it again and again.
      const app = await startApiTestApp({ backoff: { initialMs: 50, maxMs: 60_000 } })
      const intruder = new DatabaseSync(path.join(app.dataDir, 'leads.sqlite'))
      try {
        intruder.exec('BEGIN EXCLUSIVE')
        // Each write waits out SQLite's busy timeout (5 s) before failing.
        const answer = await submit(app)
        expect(answer).toMatchObject({ status: 503, body: { error: expectedApiErrors.storage_failed['en-US'] } })
        await waitFor(async () => (await health(app)).status === 503, { what: '/healthz 503' })
        intruder.exec('ROLLBACK')
        await waitFor(async () => (await health(app)).status === 200, { what: '/healthz 200' })
        expect((await submit(app)).status).toBe(200)
        const stored = await app.services.leadStore.counts()
        expect(stored.pending + stored.delivered).toBe(1)
      } finally {
        intruder.close()
        await app.close()
      }
    },
  )
})
