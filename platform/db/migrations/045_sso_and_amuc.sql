-- The real platform's member services in the real dialects (docs/reference-platform-dialects.md,
-- "Members and writes"; docs/decisions/0082).

-- What the SSO's modify keeps besides the nickname (UserController.modify of intergrate-dev/sso-app-xzw).
ALTER TABLE members ADD COLUMN sex      TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN birthday TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN address  TEXT NOT NULL DEFAULT '';

-- AMUC codeImeiRecord: a device takes one invite code, ever (InviteCodeAdapter: "该设备已经添加过邀请码使用记录").
CREATE TABLE invite_devices (
  imei       TEXT    PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members (id),
  inviter_id INTEGER NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL
);

-- AMUC event1: each behaviour scored, so a rule's count per day can be held (EventAdapter.event1).
CREATE TABLE amuc_events (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members (id),
  e_type     TEXT    NOT NULL,
  day        TEXT    NOT NULL,
  score      INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX amuc_events_by_member ON amuc_events (member_id, e_type, day);
