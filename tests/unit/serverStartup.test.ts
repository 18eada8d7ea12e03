import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSiteToExit } from '../support/runSiteToExit.ts'
import { runSiteWithDataDir } from '../support/runSiteWithDataDir.ts'

/** The real entry in a clean environment (only PATH and these settings), run until it exits. */
const runServer = (env: Record<string, string>) => runSiteToExit(env, { inheritEnv: false })

describe('the production server with bad settings', () => {
  it('exits non-zero and prints every problem', async () => {
    const { code, output } = await runServer({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'ftp://fluxa.example',
    })
    expect(code).not.toBe(0)
    expect(code).not.toBeNull()
    for (const setting of ['PORT', 'LOG_LEVEL', 'MAIL_FROM', 'CONTACT_TO', 'PUBLIC_URL'])
      expect(output).toContain(setting)
    // A list for an operator, not a crash.
    expect(output).not.toMatch(/at .+\(.+:\d+:\d+\)/)
  })

  it('a DATA_DIR that cannot be created stops the real process at start: one clear fatal line, exit code 1', async () => {
    const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'start-')), 'a-file')
    writeFileSync(blocker, 'not a folder')
    const dataDir = path.join(blocker, 'data')
    const { code, output, fatal } = await runSiteWithDataDir(dataDir)
    expect(code).toBe(1)
    expect(fatal?.msg).toContain(`cannot start: DATA_DIR ${dataDir} cannot hold the lead store`)
    expect(output).not.toContain('listening')
  })

  it('a CRM webhook on plain http off loopback, or without its secret, stops the real process before it serves, naming the setting', async () => {
    const { code, output } = await runServer({
      PORT: '0',
      HOST: '127.0.0.1',
      LEAD_WEBHOOK_URL: 'http://crm.example/hooks/leads',
    })
    expect(code).not.toBe(0)
    expect(code).not.toBeNull()
    expect(output).toContain('LEAD_WEBHOOK_URL: must use https (plain http only on a loopback address')
    expect(output).toContain('LEAD_WEBHOOK_SECRET: is required when LEAD_WEBHOOK_URL is set')
    expect(output).not.toContain('listening')
  })
})
