import pg from 'pg'
import { z } from 'zod'

const pidRowSchema = z.object({ pid: z.number() })

/**
 * Runs work that may take long (the migrations, VACUUM FULL) on a connection of its own, without the pool's 5 s
 * timeouts, closed afterwards. When `signal` is aborted (a SIGTERM, docs/operations.md) the statement under way is
 * cancelled at the server through the pool, so the work fails at once instead of running on after the process left.
 */
export async function withLongSession<T>(
  { databaseUrl, pool, signal }: { databaseUrl: string; pool: pg.Pool; signal?: AbortSignal },
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted()
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 5_000,
    application_name: 'fluxa-site',
  })
  await client.connect()
  const cancel = () => void pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined)
  let pid = 0
  try {
    pid = pidRowSchema.parse((await client.query('SELECT pg_backend_pid() AS pid')).rows[0]).pid
    signal?.addEventListener('abort', cancel, { once: true })
    signal?.throwIfAborted()
    return await work(client)
  } catch (error) {
    throw signal?.aborted ? signal.reason : error
  } finally {
    signal?.removeEventListener('abort', cancel)
    await client.end().catch(() => undefined)
  }
}
