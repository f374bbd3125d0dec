-- What readers do at run time: likes, counted events, ad events, analytics records.
-- These tables survive restarts; the seed never touches them.

CREATE TABLE likes (
  article_id INTEGER NOT NULL,
  actor      TEXT    NOT NULL,   -- 'u:<userID>' or 'd:<device>'
  created_at INTEGER NOT NULL,
  PRIMARY KEY (article_id, actor)
) WITHOUT ROWID;

CREATE TABLE events (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  object_id   INTEGER NOT NULL,
  object_type INTEGER NOT NULL,
  event_type  INTEGER NOT NULL,
  channel     INTEGER,
  actor       TEXT    NOT NULL DEFAULT '',
  site_id     INTEGER,
  created_at  INTEGER NOT NULL
);

CREATE TABLE ad_events (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  adv_id     INTEGER NOT NULL,
  type       INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE stat_records (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  data_type    TEXT NOT NULL,
  article_id   TEXT NOT NULL DEFAULT '',
  action_time  TEXT NOT NULL DEFAULT '',
  deviceid     TEXT NOT NULL DEFAULT '',
  user_uuid    TEXT NOT NULL DEFAULT '',
  refer        TEXT NOT NULL DEFAULT '',
  platform     TEXT NOT NULL DEFAULT '',
  share_chanel TEXT NOT NULL DEFAULT '',
  tenant_code  TEXT NOT NULL,
  app_key      TEXT NOT NULL,
  os           TEXT NOT NULL DEFAULT '',
  h_device_id  TEXT NOT NULL DEFAULT '',
  h_user_id    TEXT NOT NULL DEFAULT '',
  received_at  INTEGER NOT NULL
);
CREATE INDEX stat_records_by_article ON stat_records (article_id);
