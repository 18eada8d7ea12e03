-- One delivery queue for every channel (docs/leads.md): a row per lead and channel ('email', 'webhook', any later one)
-- with its attempts, next attempt, lease (claimed_until) and last error. Every pending delivery is kept: the e-mail
-- state moves out of the leads table, the webhook's out of lead_webhooks, each row as it was (lease included).
--
-- SQLite cannot drop the indexed columns of a table with a foreign key pointing at it in one step, so the old table is
-- renamed (lead_webhooks' reference follows it), a new leads table is filled from it, and the old one is dropped only
-- after lead_webhooks (dropping a parent deletes its children's rows first).
ALTER TABLE leads RENAME TO leads_v3;
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  data TEXT NOT NULL
) STRICT;
INSERT INTO leads (id, created_at, data) SELECT id, created_at, data FROM leads_v3;
CREATE TABLE deliveries (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  -- A worker that claims a delivery reserves it until then; if its process dies, another takes it after that.
  claimed_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at INTEGER,
  PRIMARY KEY (lead_id, channel)
) STRICT;
INSERT INTO deliveries (lead_id, channel, status, attempts, next_attempt_at, claimed_until, last_error, delivered_at)
  SELECT id, 'email', status, attempts, next_attempt_at, claimed_until, last_error, delivered_at FROM leads_v3;
INSERT INTO deliveries (lead_id, channel, status, attempts, next_attempt_at, claimed_until, last_error, delivered_at)
  SELECT lead_id, 'webhook', status, attempts, next_attempt_at, claimed_until, last_error, delivered_at FROM lead_webhooks;
DROP TABLE lead_webhooks;
DROP TABLE leads_v3;
CREATE INDEX deliveries_due ON deliveries (channel, next_attempt_at) WHERE status = 'pending';
CREATE INDEX leads_utm_campaign ON leads (json_extract(data, '$.utm.utm_campaign'), created_at);
-- The retention sweep deletes the oldest leads in batches (docs/operations.md).
CREATE INDEX leads_created_at ON leads (created_at);
