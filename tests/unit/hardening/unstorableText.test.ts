import { Writable } from 'node:stream'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { createLogger } from '../../../server/createLogger.ts'
import { contactBody, newCaptcha, postContact } from '../../support/contactApi.ts'
import { leadStoreKinds } from '../../support/leadStoreKinds.ts'
import { postgresForFile } from '../../support/postgresForFile.ts'
import { startApiTestApp, type ApiTestApp } from '../../support/startApiTestApp.ts'

const postgres = postgresForFile()
const apps: ApiTestApp[] = []
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
})

// Text that one store or the other cannot hold: Postgres' jsonb refuses NUL and lone surrogates, SQLite takes them.
const unstorable: [field: string, value: string][] = [
  ['message', 'Quero PIX\u0000 hoje, segredo-nul-1234'],
  ['message', 'Olá \ud800 segredo-surrogate-5678'],
  ['name', 'Ana \udfff Souza'],
  ['company', 'Loja \ud83d Ltda'],
  ['whatsapp', '+55 11\u0000'],
]

describe.each(leadStoreKinds(postgres))('on $name', (kind) => {
  test('NUL and lone surrogates are refused as invalid input naming the field, never a 503; real text is stored', async () => {
    const app = await startApiTestApp({ env: await kind.env() })
    apps.push(app)
    const send = async (overrides: Record<string, string>) => {
      const captcha = await newCaptcha(app.url)
      app.clock.advance(4_000)
      return postContact(app.url, contactBody(captcha, overrides))
    }
    for (const [field, value] of unstorable) {
      const answer = await send({ [field]: value })
      expect({ field, status: answer.status, fields: answer.body.fields }).toEqual({
        field,
        status: 400,
        fields: [field],
      })
    }
    // A well-formed pair (an emoji), tabs and line breaks are text like any other.
    const kept = await send({ message: 'Olá 😀\tPIX\nBoleto', name: 'Zoë 🚀' })
    expect(kept.status).toBe(200)
    const stored = app.logs().find((line) => line.msg === 'lead stored')
    const lead = await app.leads.lead(String(stored?.leadId))
    expect(lead).toMatchObject({ message: 'Olá 😀\tPIX\nBoleto', name: 'Zoë 🚀' })
    const logged = JSON.stringify(app.logs())
    expect(logged).not.toContain('segredo')
  })
})

test("a database error is logged without Postgres' where, detail or parameters, which quote what the visitor typed", async () => {
  const databaseUrl = await (await postgres()).createDatabase()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const error: unknown = await client
    .query('SELECT $1::jsonb', ['{"message": "segredo-da-visitante \\u0000 fim"}'])
    .then(
      () => undefined,
      (caught: unknown) => caught,
    )
  await client.end()
  // The error as node-postgres gives it: the input quoted in `where` (and in `detail` for other errors).
  expect(error).toMatchObject({ where: expect.stringContaining('segredo-da-visitante') })
  const lines: string[] = []
  const logger = createLogger(
    { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'))
        callback()
      },
    }),
  )
  logger.error({ err: error }, 'lead could not be stored')
  expect(lines).toHaveLength(1)
  const line = JSON.parse(lines[0]) as { err: Record<string, unknown> }
  expect(lines[0]).not.toContain('segredo-da-visitante')
  expect(line.err).not.toHaveProperty('where')
  expect(line.err).not.toHaveProperty('detail')
  // What an operator needs stays: the kind of failure.
  expect(line.err).toMatchObject({ type: 'DatabaseError', code: '22P05' })
})
