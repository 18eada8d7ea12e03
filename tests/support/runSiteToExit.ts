import { spawnSite, type SpawnSiteOptions } from './spawnSite.ts'

export type SiteExit = { code: number | null; output: string; fatal?: { level: number; msg: string } }

/**
 * Runs the real server (spawnSite) with settings that must stop it at start, and returns its exit code, its output
 * and its fatal log line, if any. A process that starts serving instead is killed after 30 s, failing the test.
 */
export async function runSiteToExit(env: Record<string, string>, options: SpawnSiteOptions = {}): Promise<SiteExit> {
  const site = spawnSite(env, options)
  // A guard, not a measurement: a process that serves instead of stopping would otherwise hang the test.
  const guard = setTimeout(() => site.child.kill('SIGKILL'), 30_000)
  const code = await site.exited.finally(() => clearTimeout(guard))
  const output = site.output()
  const fatal = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .find((line) => line.level === 60)
  return { code, output, fatal }
}
