-- Sessions the platform can end, members it can disable, and counted attempts (docs/decisions/0024).
--
-- A member's access and refresh tokens belong to one login (session): logging out ends that
-- login's tokens, "sign out everywhere" and disabling a member end all of them. Rotating a
-- refresh token keeps its session.
ALTER TABLE tokens ADD COLUMN session TEXT NOT NULL DEFAULT '';
CREATE INDEX tokens_by_session ON tokens (session) WHERE session <> '';
CREATE INDEX tokens_by_user ON tokens (user_id) WHERE user_id <> '';

-- A disabled member cannot sign in, and every token of theirs is refused. NULL: enabled.
ALTER TABLE members ADD COLUMN disabled_at INTEGER;

-- One row per counted attempt (wrong password, SMS sent, wrong image code), per what it is
-- counted against: bucket 'password:phone', 'sms:phone', 'sms:device', 'image:device', ...
-- Limits read the rows of a window; rows older than a day are purged at start.
CREATE TABLE attempts (
  bucket  TEXT    NOT NULL,
  subject TEXT    NOT NULL,
  at      INTEGER NOT NULL
);
CREATE INDEX attempts_by_subject ON attempts (bucket, subject, at);
