import { afterAll } from 'vitest'
import { freePort } from './freePort.ts'
import { startPostgresServer, type PostgresServer } from './startPostgresServer.ts'

/**
 * One Postgres for the calling test file, started on first use on a free loopback port (each file its own, as vitest
 * runs files in parallel, and several checkouts may run the suite at once) and stopped after the file's last test.
 */
export function postgresForFile(): () => Promise<PostgresServer> {
  let server: Promise<PostgresServer> | undefined
  afterAll(async () => {
    if (server) await (await server).stop()
  })
  return () => (server ??= freePort().then(startPostgresServer))
}
