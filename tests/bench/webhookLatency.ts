// Prints how long a lead takes to reach the CRM on loopback: submit → webhook received (signature verified) by a real
// HTTP receiver, through the real server (npm start's entry, SQLite; Postgres when DATABASE_URL is set), e-mail
// going to a real SMTP sink at the same time. Needs `npm run build`.
// Run: npm run bench:webhook [-- count]. A measurement, not a test: nothing is asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contactBody, newCaptcha, postContact } from '../support/contactApi.ts'
import { startSiteProcess } from '../support/startSiteProcess.ts'
import { startSmtpSink } from '../support/startSmtpSink.ts'
import { newWebhookSecret, startWebhookReceiver } from '../support/startWebhookReceiver.ts'

const count = Number(process.argv[2] ?? 200)
const secret = newWebhookSecret()
const crm = await startWebhookReceiver({ secret })
const sink = await startSmtpSink()
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-webhook-'))
const site = await startSiteProcess({
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  SMTP_URL: sink.url,
  MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
  CONTACT_TO: 'sales@fluxa.test',
  LEAD_WEBHOOK_URL: crm.url,
  LEAD_WEBHOOK_SECRET: secret,
  CAPTCHA_MIN_AGE_MS: '0',
  RATE_LIMIT_CAPTCHA: '100000',
  RATE_LIMIT_CONTACT: '100000',
  PRERENDER: 'false',
  LOG_LEVEL: 'warn',
})

const acknowledged: number[] = []
const received: number[] = []
try {
  for (let i = 0; i < count; i++) {
    const captcha = await newCaptcha(site.url)
    const arrived = new Promise<number>((resolve) => (crm.onCall = () => resolve(performance.now())))
    const started = performance.now()
    const answer = await postContact(site.url, contactBody(captcha, { name: `Lead ${i}` }))
    acknowledged.push(performance.now() - started)
    if (answer.status !== 200) throw new Error(`submit ${i}: ${answer.status} ${JSON.stringify(answer.body)}`)
    received.push((await arrived) - started)
  }
} finally {
  await site.stop()
  await crm.close()
  await sink.close()
  rmSync(dataDir, { recursive: true, force: true })
}
if (crm.forged.length > 0) throw new Error(`${crm.forged.length} calls failed verification`)

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1)
  return `p50 ${at(50)} ms, p99 ${at(99)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`
}
const store = process.env.DATABASE_URL ? 'Postgres' : 'SQLite'
process.stdout.write(`${count} leads, one after another, real server on loopback (${store}), e-mail to an SMTP sink\n`)
process.stdout.write(`submit → 200 (lead stored):                         ${summary(acknowledged)}\n`)
process.stdout.write(`submit → webhook received (signature verified):     ${summary(received)}\n`)
