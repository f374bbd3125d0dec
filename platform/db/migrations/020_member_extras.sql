-- What a member keeps and earns beyond sign-in (docs/decisions/0032): collected articles (fav, myFavList),
-- points for reading and sharing (event1: one row per counted event, so a day's limit and "once
-- per article a day" are a primary key and a count), and device records (codeImeiRecord).
-- Times are milliseconds since the epoch.

CREATE TABLE favorites (
  member_id  INTEGER NOT NULL REFERENCES members (id),
  article_id INTEGER NOT NULL REFERENCES articles (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, article_id)
) WITHOUT ROWID;
CREATE INDEX favorites_by_member ON favorites (member_id, created_at DESC);

-- event1: event_type as the event call's codes (0 read, 2 share); day is the platform's local
-- calendar day, YYYY-MM-DD. The points themselves are score_records rows (reason read/share).
CREATE TABLE point_events (
  member_id  INTEGER NOT NULL REFERENCES members (id),
  day        TEXT    NOT NULL,
  event_type INTEGER NOT NULL,
  object_id  INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, day, event_type, object_id)
) WITHOUT ROWID;

-- codeImeiRecord: one row per device id; a repeat only moves last_seen and counts.
CREATE TABLE device_records (
  device     TEXT    PRIMARY KEY,
  imei       TEXT    NOT NULL DEFAULT '',
  channel    INTEGER NOT NULL,
  user_id    INTEGER,
  first_seen INTEGER NOT NULL,
  last_seen  INTEGER NOT NULL,
  records    INTEGER NOT NULL DEFAULT 1
) WITHOUT ROWID;
