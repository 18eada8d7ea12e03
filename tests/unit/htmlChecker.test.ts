import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { startBuiltApp, type BuiltApp } from '../support/startBuiltApp.ts'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

// Every document the site answers with, checked by the W3C's Nu HTML Checker (vnu.jar, the checker behind
// validator.w3.org/nu), run here in one JVM over all of them: the pages in both languages, the 404s, and the pages the
// form posted without JavaScript answers with (the question as a second step, the fields refused, the message sent).
const vnuReport = z.object({
  messages: z.array(
    z.object({ type: z.string(), subType: z.string().optional(), url: z.string().optional(), message: z.string() }),
  ),
})

/** The value of a hidden or text input of an answered page, by name. */
function inputValue(html: string, name: string): string {
  const match =
    new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html) ??
    new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)
  return match?.[1].replaceAll('&amp;', '&').replaceAll('&quot;', '"') ?? ''
}

function solve(html: string): number {
  const [a, b] = [Number(inputValue(html, 'captchaNum1')), Number(inputValue(html, 'captchaNum2'))]
  const operation = inputValue(html, 'captchaOperation')
  return operation === '+' ? a + b : operation === '*' ? a * b : a - b
}

describe('the W3C Nu HTML Checker finds no error', () => {
  let app: BuiltApp
  const dir = mkdtempSync(path.join(tmpdir(), 'fluxa-html-checker-'))
  const documents = new Map<string, string>()

  beforeAll(async () => {
    ensureBuilt()
    app = await startBuiltApp(
      { CAPTCHA_SECRET: 'html-checker-secret-html-checker-01', CAPTCHA_MIN_AGE_MS: '0', RATE_LIMIT_CONTACT: '100' },
      { contact: true },
    )
    const urls = locales.flatMap((locale) =>
      [...sitePaths, '/no-such-page'].map((route) => localizePath(route, locale)),
    )
    for (const url of urls) documents.set(url, await (await fetch(`${app.url}${url}`)).text())
    const post = async (url: string, fields: Record<string, string>) =>
      (
        await fetch(`${app.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        })
      ).text()
    for (const locale of locales) {
      const url = localizePath('/countries/mexico', locale)
      const typed = {
        name: 'Ana Souza',
        email: 'ana@example.com',
        company: '',
        whatsapp: '',
        message: 'Olá',
        website: '',
      }
      documents.set(`${url} (form refused)`, await post(url, { ...typed, name: '', email: 'ana@' }))
      const step = await post(url, typed)
      documents.set(`${url} (form, the question as a second step)`, step)
      const carried = ['captchaToken', 'captchaNum1', 'captchaNum2', 'captchaOperation', 'captchaIssuedAt']
      const answer = Object.fromEntries(carried.map((name) => [name, inputValue(step, name)]))
      documents.set(`${url} (form sent)`, await post(url, { ...typed, ...answer, captchaAnswer: String(solve(step)) }))
    }
  }, 180_000)

  afterAll(async () => {
    await app?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('on every page, the 404s and the form’s answers', async () => {
    expect(documents.size).toBe(locales.length * (sitePaths.length + 1) + 3 * locales.length)
    const files = [...documents].map(([name, html], i) => {
      const file = path.join(dir, `${i}.html`)
      writeFileSync(file, html)
      return { file, name }
    })
    // vnu exits 1 when it finds an error; its report is on stderr either way.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.map((f) => f.file)],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
    const nameOf = new Map(files.map(({ file, name }) => [`file:${file}`, name]))
    const errors = vnuReport
      .parse(JSON.parse(stderr))
      .messages.filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${nameOf.get(message.url ?? '') ?? message.url}: ${message.message}`)
    expect(errors).toEqual([])
  }, 120_000)

  it('sees an error when there is one', async () => {
    const file = path.join(dir, 'planted.html')
    writeFileSync(
      file,
      '<!doctype html><html lang="en"><title>x</title><link rel="icon" href="data:image/svg+xml,<svg a b>">',
    )
    const { stderr } = await promisify(execFile)('java', [
      '-jar',
      vnuJar,
      '--errors-only',
      '--format',
      'json',
      file,
    ]).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
    expect(
      vnuReport
        .parse(JSON.parse(stderr))
        .messages.map((m) => m.message)
        .join('\n'),
    ).toMatch(/Illegal character/)
  }, 60_000)
})
