-- Tokens the platform hands out (phase 2): anonymous security tokens, member
-- access/refresh pairs, and app authTokens for signed requests. Kept in the DB so
-- a restart does not log every client out. expires_at is in milliseconds.

CREATE TABLE tokens (
  token      TEXT    PRIMARY KEY,
  kind       TEXT    NOT NULL CHECK (kind IN ('anonymous', 'access', 'refresh', 'auth')),
  device     TEXT    NOT NULL DEFAULT '',
  user_id    TEXT    NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX tokens_by_expiry ON tokens (expires_at);
