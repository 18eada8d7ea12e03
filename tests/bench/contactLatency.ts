// Prints how long a lead takes on loopback: submit → 200, and submit → e-mail accepted by a real SMTP server.
// Run: npx node tests/bench/contactLatency.ts [count]. A measurement, not a test: nothing is asserted.
import { contactBody, newCaptcha, postContact } from '../support/contactApi.ts'
import { startApiTestApp } from '../support/startApiTestApp.ts'
import { startSmtpSink } from '../support/startSmtpSink.ts'

const count = Number(process.argv[2] ?? 30)
const sink = await startSmtpSink()
const app = await startApiTestApp({
  env: { SMTP_URL: sink.url, RATE_LIMIT_CAPTCHA: '10000', RATE_LIMIT_CONTACT: '10000', LOG_LEVEL: 'warn' },
})
const acknowledged: number[] = []
const received: number[] = []
for (let i = 0; i < count; i++) {
  const captcha = await newCaptcha(app.url)
  app.clock.advance(4_000)
  const before = sink.messages.length
  const started = performance.now()
  const answer = await postContact(app.url, contactBody(captcha))
  acknowledged.push(performance.now() - started)
  if (answer.status !== 200) throw new Error(`submit ${i}: ${answer.status} ${JSON.stringify(answer.body)}`)
  while (sink.messages.length === before) await new Promise((resolve) => setImmediate(resolve))
  received.push(performance.now() - started)
}
await app.close()
await sink.close()

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1)
  return `median ${at(50)} ms, p90 ${at(90)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`
}
process.stdout.write(`${count} leads, one after another, on loopback\n`)
process.stdout.write(`submit → 200 (stored in SQLite, fsync):        ${summary(acknowledged)}\n`)
process.stdout.write(`submit → e-mail accepted by the SMTP sink:      ${summary(received)}\n`)
