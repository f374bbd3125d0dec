-- Counts that move (docs/platform-api.md "event"): a click, a share or a share-page click is counted
-- once per device (or member, when no device is named), object and day. The row is the memory of
-- "already counted today"; rows of earlier days are of no use and are purged at start.
-- day is the platform's local calendar day, YYYY-MM-DD; times are milliseconds since the epoch.
CREATE TABLE counted_events (
  day         TEXT    NOT NULL,
  object_type INTEGER NOT NULL,
  object_id   INTEGER NOT NULL,
  event_type  INTEGER NOT NULL,
  counter     TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (day, object_type, object_id, event_type, counter)
) WITHOUT ROWID;

-- A session from the app (docs/host-app-bridge.md, "Signing the app's member in"): a one-time ticket
-- the app asks for with its member token (member/webTicket) and the site's server spends for a web
-- login of its own (member/loginByTicket). Only a hash of the ticket is kept, so a copy of the
-- database spends nothing. parent_session is the app login the ticket came from.
CREATE TABLE web_tickets (
  ticket_hash    TEXT    PRIMARY KEY,
  user_id        TEXT    NOT NULL,
  site_id        INTEGER NOT NULL,
  parent_session TEXT    NOT NULL,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  used_at        INTEGER
) WITHOUT ROWID;

-- A web login made from an app login names it: when the app's login ends (member/logout), so does
-- every web login made from it.
ALTER TABLE tokens ADD COLUMN parent_session TEXT NOT NULL DEFAULT '';
CREATE INDEX tokens_by_parent ON tokens (parent_session) WHERE parent_session <> '';
