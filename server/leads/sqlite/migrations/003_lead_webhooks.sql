-- The webhook channel's delivery state, one row per lead that is to be sent to the CRM (docs/crm-webhook.md).
-- Leads written before have none: they reach the CRM only when an operator queues them (npm run leads:webhook).
-- Superseded by 004_deliveries.sql, which moves it into the one delivery table.
CREATE TABLE lead_webhooks (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at INTEGER
) STRICT;
CREATE INDEX lead_webhooks_pending ON lead_webhooks (status, next_attempt_at);
