-- Members (docs/platform-api.md, "Members"): readers who signed in by phone, password or weixin, their one-time
-- codes, invites and points. Times are milliseconds since the epoch.

CREATE TABLE members (
  id            INTEGER PRIMARY KEY,
  phone         TEXT    UNIQUE,
  -- scrypt: 'salt:hash' in hex; '' for members who never set a password (weixin, SMS only)
  password_hash TEXT    NOT NULL DEFAULT '',
  nickname      TEXT    NOT NULL,
  head          TEXT    NOT NULL DEFAULT '',
  openid        TEXT    UNIQUE,
  unionid       TEXT    NOT NULL DEFAULT '',
  invite_code   TEXT    NOT NULL UNIQUE,
  invited_by    INTEGER REFERENCES members (id),
  created_at    INTEGER NOT NULL
);

-- Image and SMS verification codes. One live code per (kind, subject); attempts counts wrong guesses.
CREATE TABLE verify_codes (
  kind       TEXT    NOT NULL CHECK (kind IN ('image', 'sms')),
  subject    TEXT    NOT NULL,
  code       TEXT    NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (kind, subject)
) WITHOUT ROWID;

-- Codes the stand-in weixin authorize page hands out; getWxUserinfoByCode consumes them once.
CREATE TABLE wx_codes (
  code       TEXT    PRIMARY KEY,
  openid     TEXT    NOT NULL,
  unionid    TEXT    NOT NULL,
  nickname   TEXT    NOT NULL,
  headimgurl TEXT    NOT NULL,
  scope      TEXT    NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Points: one row per award. myDayScoreSts sums them per day, myScoreList pages them.
CREATE TABLE score_records (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members (id),
  score      INTEGER NOT NULL,
  reason     TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX score_records_by_member ON score_records (member_id, created_at DESC);
