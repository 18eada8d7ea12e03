-- One delivery queue for every channel (docs/leads.md): a row per lead and channel ('email', 'webhook', any later one)
-- with its attempts, next attempt, lease (claimed_until) and last error, claimed with FOR UPDATE SKIP LOCKED. Every
-- pending delivery is kept: the e-mail state moves out of the leads table, the webhook's out of lead_webhooks, each row
-- as it was (lease included). A lead deleted by the retention sweep takes its deliveries with it.
CREATE TABLE deliveries (
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  claimed_until bigint NOT NULL DEFAULT 0,
  last_error text,
  delivered_at bigint,
  PRIMARY KEY (lead_id, channel)
);
INSERT INTO deliveries (lead_id, channel, status, attempts, next_attempt_at, claimed_until, last_error, delivered_at)
  SELECT id, 'email', status, attempts, next_attempt_at, claimed_until, last_error, delivered_at FROM leads;
INSERT INTO deliveries (lead_id, channel, status, attempts, next_attempt_at, claimed_until, last_error, delivered_at)
  SELECT lead_id, 'webhook', status, attempts, next_attempt_at, claimed_until, last_error, delivered_at FROM lead_webhooks;
CREATE INDEX deliveries_due ON deliveries (channel, next_attempt_at) WHERE status = 'pending';
DROP TABLE lead_webhooks;
DROP INDEX leads_pending;
ALTER TABLE leads
  DROP COLUMN status,
  DROP COLUMN attempts,
  DROP COLUMN next_attempt_at,
  DROP COLUMN claimed_until,
  DROP COLUMN last_error,
  DROP COLUMN delivered_at;
