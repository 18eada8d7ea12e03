-- The lead store in DATA_DIR (docs/leads.md). Times are epoch milliseconds. Each file here is applied once, in name
-- order, in a transaction of its own; PRAGMA user_version holds the number of the last one applied (migrateSqlite.ts).
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  data TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at INTEGER
) STRICT;
CREATE INDEX leads_pending ON leads (status, next_attempt_at);
CREATE TABLE probe (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL) STRICT;
