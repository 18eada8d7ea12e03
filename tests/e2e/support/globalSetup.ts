import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSiteProcess } from '../../support/startSiteProcess.ts'
import { startSmtpSink } from '../../support/startSmtpSink.ts'

/**
 * One production server for the browser tests, with a real SMTP server on loopback and a fresh lead store.
 * Workers find the server, the mail folder and the data folder through the environment.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(tmpdir(), 'fluxa-e2e-'))
  const mailDir = path.join(work, 'mail')
  const smtp = await startSmtpSink({ dir: mailDir })
  const port = process.env.E2E_PORT ?? '3210'
  const site = await startSiteProcess(
    {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
      CONTACT_TO: 'sales@fluxa.test',
      CAPTCHA_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
      // The browser tests submit the form many times from one IP.
      RATE_LIMIT_CAPTCHA: '100000',
      RATE_LIMIT_CONTACT: '100000',
      LOG_LEVEL: 'warn',
      // A shared machine under load may take minutes to start it; the start is not what the browser tests test.
    },
    { timeoutMs: 180_000 },
  )
  process.env.E2E_MAIL_DIR = mailDir
  process.env.E2E_DATA_DIR = path.join(work, 'data')
  return async () => {
    await site.stop()
    await smtp.close()
  }
}
