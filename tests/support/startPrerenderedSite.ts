import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSiteProcess, type SiteProcess } from './startSiteProcess.ts'
import { waitFor } from './waitFor.ts'

/**
 * The production server once its start-up work is over: every page rendered and its best brotli body compressed
 * (`pages prerendered` in its log). Until then that work fills libuv's thread pool, and static files (the font, the
 * scripts), read on the same pool, wait behind it: a browser measure taken then measures the start, not the page.
 */
export async function startPrerenderedSite(env: Record<string, string>): Promise<SiteProcess> {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'fluxa-measure-')), 'server.log')
  // info: the level of the `pages prerendered` line.
  const site = await startSiteProcess({ ...env, LOG_LEVEL: 'info', PRERENDER: 'true' }, { logFile, timeoutMs: 60_000 })
  await waitFor(() => site.output().includes('"msg":"pages prerendered"'), {
    timeoutMs: 600_000,
    intervalMs: 200,
    what: 'the server to prerender every page',
  })
  return site
}
