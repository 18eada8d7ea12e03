import { afterAll } from 'vitest'
import { startPostgresServer, type PostgresServer } from './startPostgresServer.ts'

/**
 * One Postgres for the calling test file, started on first use on this loopback port (each file its own port, as
 * vitest runs files in parallel) and stopped after the file's last test.
 */
export function postgresForFile(port: number): () => Promise<PostgresServer> {
  let server: Promise<PostgresServer> | undefined
  afterAll(async () => {
    if (server) await (await server).stop()
  })
  return () => (server ??= startPostgresServer(port))
}
