import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../support/freePort.ts'
import { leadStoreKinds } from '../../support/leadStoreKinds.ts'
import { postgresForFile } from '../../support/postgresForFile.ts'
import { newWebhookSecret } from '../../support/startWebhookReceiver.ts'

const postgres = postgresForFile()
const script = path.resolve('server/leadsWebhook.ts')

/**
 * `npm run leads:webhook -- --since …` as an operator runs it: a real process, from `cwd` (the default DATA_DIR,
 * ./data, is relative to it), with only PATH and these settings.
 */
function queueLeads(env: Record<string, string>, cwd = process.cwd()) {
  const child = spawn(process.execPath, [script, '--since', '2026-01-01'], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/crm',
      LEAD_WEBHOOK_SECRET: newWebhookSecret(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

describe('npm run leads:webhook refuses settings that point at no lead store', () => {
  it('a DATA_DIR with a typo: a clear message, a non-zero exit, and no store created there', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'leads-webhook-')), 'dat')
    const { code, stdout, stderr } = await queueLeads({ DATA_DIR: dataDir })
    expect(code).not.toBe(0)
    expect(stderr).toContain(`DATA_DIR ${dataDir} holds no lead store`)
    expect(stderr).not.toMatch(/\n\s+at /) // a message, not a stack trace
    expect(stdout).not.toContain('queued')
    expect(existsSync(dataDir)).toBe(false)
  })

  it('DATA_DIR unset, run from a folder without ./data: the same refusal, and no ./data created', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'leads-webhook-cwd-'))
    const { code, stderr } = await queueLeads({}, cwd)
    expect(code).not.toBe(0)
    expect(stderr).toContain('holds no lead store')
    expect(existsSync(path.join(cwd, 'data'))).toBe(false)
  })

  it('a DATABASE_URL nothing answers on: a clear message naming the database (never its password), a non-zero exit', async () => {
    const port = await freePort()
    const { code, stdout, stderr } = await queueLeads({
      DATABASE_URL: `postgres://fluxa:s3cret@127.0.0.1:${port}/leads`,
    })
    expect(code).not.toBe(0)
    expect(stderr).toContain(`DATABASE_URL postgres://127.0.0.1:${port}/leads cannot hold the lead store`)
    expect(stderr).not.toContain('s3cret')
    expect(stderr).not.toMatch(/\n\s+at /) // a message, not a stack trace
    expect(stdout).not.toContain('queued')
  })

  it('a database no server has used: refused, and left without tables', async () => {
    const databaseUrl = await (await postgres()).createDatabase()
    const { code, stderr } = await queueLeads({ DATABASE_URL: databaseUrl })
    expect(code).not.toBe(0)
    expect(stderr).toContain('holds no leads table')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)
    await client.end()
    expect(rows).toEqual([{ n: 0 }])
  })
})

describe.each(leadStoreKinds(postgres))('npm run leads:webhook on a $name store the server wrote', ({ place }) => {
  it('queues the leads since the date and says how many, exit 0', async () => {
    const { open, reader, settings } = await place()
    const store = await open(() => Date.UTC(2026, 1, 1))
    const lead = await store.add({
      name: 'Ana',
      email: 'a@example.com',
      company: '',
      whatsapp: '',
      message: 'Oi',
      locale: 'pt-BR',
    })
    await store.close()
    const { code, stdout } = await queueLeads(settings)
    expect(code).toBe(0)
    expect(stdout).toContain('"queued":1')
    expect(await reader.webhookStatus(lead.id)).toMatchObject({ status: 'pending' })
  })
})
