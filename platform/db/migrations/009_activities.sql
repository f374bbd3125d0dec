-- Activities, sign-ups, vouchers and votes (docs/decisions/0020). Times are milliseconds since the epoch.

-- An activity readers sign up for (kind 'signup') or vote in (kind 'vote', with vote_id).
-- capacity 0 means unlimited; signup_* NULL means the window opens at once and closes with the activity.
CREATE TABLE activities (
  id              INTEGER PRIMARY KEY,
  kind            TEXT    NOT NULL CHECK (kind IN ('signup', 'vote')),
  title           TEXT    NOT NULL,
  summary         TEXT    NOT NULL DEFAULT '',
  content         TEXT    NOT NULL DEFAULT '',
  banner          INTEGER NOT NULL,
  place           TEXT    NOT NULL DEFAULT '',
  organizer       TEXT    NOT NULL DEFAULT '',
  start_at        INTEGER NOT NULL,
  end_at          INTEGER NOT NULL,
  signup_start_at INTEGER,
  signup_end_at   INTEGER,
  signup_closed   INTEGER NOT NULL DEFAULT 0,
  capacity        INTEGER NOT NULL DEFAULT 0,
  -- 1: the platform shows sign-up progress in its app only (entryDetail answers 10201)
  progress_in_app INTEGER NOT NULL DEFAULT 0,
  -- a venue's own write-off page; '' when vouchers are verified here (activityVerify)
  verify_url      TEXT    NOT NULL DEFAULT '',
  -- what venue staff type to write a voucher off (activityVerify)
  verify_code     TEXT    NOT NULL DEFAULT '',
  vote_id         INTEGER,
  ord             INTEGER NOT NULL DEFAULT 0
);

-- The application form of an activity, field by field.
CREATE TABLE activity_fields (
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  field_key   TEXT    NOT NULL,
  ord         INTEGER NOT NULL,
  label       TEXT    NOT NULL,
  kind        TEXT    NOT NULL CHECK (kind IN ('text', 'phone', 'idcard', 'choice', 'date', 'picture', 'file')),
  required    INTEGER NOT NULL DEFAULT 0,
  is_unique   INTEGER NOT NULL DEFAULT 0,
  -- JSON array of the choices of a 'choice' field
  options     TEXT    NOT NULL DEFAULT '[]',
  PRIMARY KEY (activity_id, field_key)
) WITHOUT ROWID;

-- One registration: a member once per activity. status 0 under review, 1 accepted, 2 declined.
CREATE TABLE activity_entries (
  id           INTEGER PRIMARY KEY,
  activity_id  INTEGER NOT NULL REFERENCES activities (id),
  member_id    INTEGER,
  nickname     TEXT    NOT NULL,
  -- JSON object field_key -> value
  answers      TEXT    NOT NULL DEFAULT '{}',
  status       INTEGER NOT NULL DEFAULT 0,
  regist_code  TEXT    NOT NULL UNIQUE,
  used_at      INTEGER,
  used_site    TEXT    NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  UNIQUE (activity_id, member_id)
);
CREATE INDEX activity_entries_by_member ON activity_entries (member_id, created_at DESC);

-- Values of the fields marked unique, so two registrations can never share one (checkEntryRepeatField).
CREATE TABLE activity_unique_values (
  activity_id INTEGER NOT NULL,
  field_key   TEXT    NOT NULL,
  value       TEXT    NOT NULL,
  entry_id    INTEGER NOT NULL REFERENCES activity_entries (id),
  PRIMARY KEY (activity_id, field_key, value)
) WITHOUT ROWID;

-- A vote: limits are per member and per day (the platform's day), per option as well.
CREATE TABLE votes (
  id                 INTEGER PRIMARY KEY,
  activity_id        INTEGER NOT NULL REFERENCES activities (id),
  title              TEXT    NOT NULL,
  head_image         INTEGER NOT NULL,
  rules              TEXT    NOT NULL,
  start_at           INTEGER NOT NULL,
  end_at             INTEGER NOT NULL,
  daily_limit        INTEGER NOT NULL,
  option_daily_limit INTEGER NOT NULL,
  access_count       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vote_themes (
  id      INTEGER PRIMARY KEY,
  vote_id INTEGER NOT NULL REFERENCES votes (id),
  name    TEXT    NOT NULL,
  ord     INTEGER NOT NULL
);

CREATE TABLE vote_options (
  id           INTEGER PRIMARY KEY,
  vote_id      INTEGER NOT NULL REFERENCES votes (id),
  theme_id     INTEGER NOT NULL REFERENCES vote_themes (id),
  no           INTEGER NOT NULL,
  name         TEXT    NOT NULL,
  summary      TEXT    NOT NULL,
  description  TEXT    NOT NULL,
  pic          INTEGER NOT NULL,
  vote_count   INTEGER NOT NULL DEFAULT 0,
  access_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX vote_options_by_vote ON vote_options (vote_id, no);

-- Every counted vote. request_id makes a repeated request (a double tap) count once.
CREATE TABLE vote_records (
  id         INTEGER PRIMARY KEY,
  vote_id    INTEGER NOT NULL,
  option_id  INTEGER NOT NULL,
  member_id  INTEGER NOT NULL,
  day        TEXT    NOT NULL,
  request_id TEXT    NOT NULL,
  device     TEXT    NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX vote_records_by_member_day ON vote_records (vote_id, member_id, day);
