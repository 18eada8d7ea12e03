import { expect } from 'vitest'
import { contactBody, newCaptcha, postContact } from './contactApi.ts'
import type { ApiTestApp } from './startApiTestApp.ts'

/** Sends a valid lead through the API (4 s after its captcha, with `overrides`) and returns the id it was stored as. */
export async function submitLead(app: ApiTestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const captcha = await newCaptcha(app.url)
  app.clock.advance(4_000)
  const answer = await postContact(app.url, contactBody(captcha, overrides))
  expect(answer).toMatchObject({ status: 200, body: { ok: true } })
  const stored = app.logs().find((line) => line.requestId === answer.requestId && line.msg === 'lead stored')
  return String(stored?.leadId)
}
