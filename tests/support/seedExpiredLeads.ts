import type { LeadPlace } from './leadStoreKinds.ts'

const day = 24 * 60 * 60 * 1000

/**
 * Writes `count` leads created `ageDays` days ago or more (one millisecond apart, the newest first), each delivered
 * by e-mail, in one statement per table: a recursive CTE on SQLite, generate_series on Postgres (300k round trips
 * would take minutes). Each lead's document is as long as a real one (a message of a few lines).
 */
export async function seedExpiredLeads(
  { exec }: Pick<LeadPlace, 'exec'>,
  kind: 'sqlite' | 'postgres',
  { count, ageDays = 800, now = Date.now() }: { count: number; ageDays?: number; now?: number },
): Promise<{ newest: number }> {
  const newest = now - ageDays * day
  if (!Number.isSafeInteger(count) || !Number.isSafeInteger(newest)) throw new Error('count and times are integers')
  const message =
    'Gostaria de receber pagamentos de clientes no Brasil via PIX e cartão, com liquidação em dólares. '.repeat(3)
  await exec(
    kind === 'sqlite'
      ? `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
         INSERT INTO leads (id, created_at, data)
         SELECT printf('%08x-0000-4000-8000-%012x', i, i), ${newest} - i,
                json_object('name', 'Lead ' || i, 'email', 'lead' || i || '@example.com', 'company', 'Empresa ' || i,
                            'whatsapp', '', 'message', '${message}', 'locale', 'pt-BR', 'page', '/', 'utm', json_object())
         FROM n;
         INSERT INTO deliveries (lead_id, channel, status, attempts, next_attempt_at, delivered_at)
         SELECT id, 'email', 'delivered', 1, created_at, created_at + 1000 FROM leads WHERE created_at <= ${newest};`
      : `INSERT INTO leads (id, created_at, data)
         SELECT (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, ${newest} - i,
                jsonb_build_object('name', 'Lead ' || i, 'email', 'lead' || i || '@example.com', 'company', 'Empresa ' || i,
                                   'whatsapp', '', 'message', '${message}', 'locale', 'pt-BR', 'page', '/', 'utm', '{}'::jsonb)
         FROM generate_series(1, ${count}) AS i;
         INSERT INTO deliveries (lead_id, channel, status, attempts, next_attempt_at, delivered_at)
         SELECT id, 'email', 'delivered', 1, created_at, created_at + 1000 FROM leads WHERE created_at <= ${newest};
         ANALYZE leads, deliveries;`,
  )
  return { newest }
}
