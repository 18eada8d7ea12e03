import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { freePort } from '../../support/freePort.ts'
import { startBuiltApp, type BuiltApp } from '../../support/startBuiltApp.ts'

const run = promisify(execFile)
const compose = readFileSync('deploy/compose.yaml', 'utf8')
const dockerfile = readFileSync('Dockerfile', 'utf8')

let app: BuiltApp
beforeAll(async () => {
  app = await startBuiltApp({}, { healthy: () => true })
})
afterAll(async () => {
  await app?.close()
})

/** The script of the app's health check in deploy/compose.yaml (`node -e <script>`), as compose would run it. */
function composeHealthScript(): string {
  const match = /healthcheck:[\s\S]*?'-e',\s*\n\s*("(?:[^"\\]|\\.)*")/.exec(compose)
  expect(match, 'the app health check in deploy/compose.yaml').not.toBeNull()
  return z.string().parse(JSON.parse(match?.[1] ?? '""'))
}

describe('deploy/compose.yaml', () => {
  it("checks the app's health on the port it listens on (PORT), never a port written in the file", async () => {
    const script = composeHealthScript()
    expect(script).not.toMatch(/:\d{2,5}\//)
    const check = (port: number) =>
      run(process.execPath, ['-e', script], { env: { ...process.env, PORT: String(port) } }).then(
        () => 0,
        (error: unknown) => z.object({ code: z.number() }).parse(error).code,
      )
    expect(await check(app.port)).toBe(0)
    expect(await check(await freePort())).toBe(1)
  })
})

describe('Dockerfile', () => {
  it('builds and runs on a pinned Node image: the full version the project tests with, never a floating tag', () => {
    const nodeVersion = z
      .object({ devDependencies: z.object({ node: z.string() }) })
      .parse(JSON.parse(readFileSync('package.json', 'utf8'))).devDependencies.node
    const images = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map(([, image]) => image)
    expect(images.length).toBeGreaterThan(0)
    for (const image of images)
      expect(image).toMatch(
        new RegExp(`^node:${nodeVersion.replaceAll('.', '\\.')}-[a-z]+-slim(@sha256:[0-9a-f]{64})?$`),
      )
  })
})
