-- The lead table shared by every process (docs/leads.md). Times are epoch milliseconds from the writing process's clock,
-- as in the SQLite store; keep the processes' clocks in sync (NTP).
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  created_at bigint NOT NULL,
  data jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  -- A worker that claims a lead reserves it until then; if that process dies, another takes the lead after it.
  claimed_until bigint NOT NULL DEFAULT 0,
  last_error text,
  delivered_at bigint
);
CREATE INDEX leads_pending ON leads (next_attempt_at, created_at) WHERE status = 'pending';
CREATE INDEX leads_created_at ON leads (created_at);
