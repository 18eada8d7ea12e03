import type { SiteProcess } from './startSiteProcess.ts'

/**
 * A rolling restart as an operator runs one (docs/several-processes.md): each process in turn gets SIGTERM, its exit
 * is awaited, a new one is started on the same port, and the next process is stopped only once the new one reports
 * ready (`start` resolves when its /healthz answers 200, as startSiteProcess does). `rounds` times over all of them.
 * Returns each stopped process's exit code, in order; `sites` holds the new processes afterwards.
 */
export async function restartInTurn(
  sites: SiteProcess[],
  start: (index: number) => Promise<SiteProcess>,
  { rounds = 1, onStopped }: { rounds?: number; onStopped?: (stopped: SiteProcess) => void } = {},
): Promise<(number | null)[]> {
  const exitCodes: (number | null)[] = []
  for (let round = 0; round < rounds; round++)
    for (const index of sites.keys()) {
      exitCodes.push(await sites[index].stop('SIGTERM'))
      onStopped?.(sites[index])
      sites[index] = await start(index)
    }
  return exitCodes
}
