-- The webhook channel's delivery state (docs/crm-webhook.md), beside the e-mail's in the leads table: one row per lead
-- to be sent to the CRM, claimed with a lease like the e-mail. Leads written before this migration have none: they
-- reach the CRM only when an operator queues them (npm run leads:webhook). A lead deleted by the retention sweep takes
-- its row with it.
CREATE TABLE lead_webhooks (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  claimed_until bigint NOT NULL DEFAULT 0,
  last_error text,
  delivered_at bigint
);
CREATE INDEX lead_webhooks_pending ON lead_webhooks (next_attempt_at) WHERE status = 'pending';
