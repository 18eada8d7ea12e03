import { runSiteToExit, type SiteExit } from './runSiteToExit.ts'

/** Runs the real server on loopback with `dataDir` as its DATA_DIR, one that must stop it at start (runSiteToExit). */
export function runSiteWithDataDir(dataDir: string): Promise<SiteExit> {
  return runSiteToExit({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' })
}
