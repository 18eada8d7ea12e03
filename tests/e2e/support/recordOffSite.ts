import type { BrowserContext } from '@playwright/test'

/**
 * Records and stops every request of `context` that leaves the site's origin, so a test never reaches another host:
 * returns the origin and the list the stopped addresses land in, for the test to expect empty.
 */
export async function recordOffSite(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<{ origin: string; offSite: string[] }> {
  const origin = new URL(baseURL ?? '').origin
  const offSite: string[] = []
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      offSite.push(route.request().url())
      await route.abort()
    },
  )
  return { origin, offSite }
}
