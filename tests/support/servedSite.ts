import { afterAll, beforeAll } from 'vitest'
import { startBuiltApp, type BuiltApp } from './startBuiltApp.ts'

/**
 * The production build served in this process for a test file's lifetime, each of `urls` fetched once before its tests
 * (redirects not followed) and kept as `read` makes it: `page(url)` gives it back, `app()` the running app.
 */
export function servedSite<T>(urls: readonly string[], read: (html: string, response: Response) => T) {
  const served = new Map<string, T>()
  let app: BuiltApp | undefined
  beforeAll(async () => {
    app = await startBuiltApp()
    const origin = app.url
    await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(`${origin}${url}`, { redirect: 'manual' })
        served.set(url, read(await response.text(), response))
      }),
    )
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })
  return {
    page(url: string): T {
      const found = served.get(url)
      if (!found) throw new Error(`${url} was not fetched`)
      return found
    },
    app(): BuiltApp {
      if (!app) throw new Error('the built app has not started')
      return app
    },
  }
}
