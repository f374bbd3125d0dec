-- Comments (docs/decisions/0018): readers' comments under articles, lives, paper articles, topic Q&A,
-- Q&A and activities (source_type: PLATFORM-FACTS.md 0, 1, 3, 4, 5, 6), their replies, likes
-- and moderation. Times are unix seconds, like the articles'.

CREATE TABLE discussions (
  id           INTEGER PRIMARY KEY,
  source_type  INTEGER NOT NULL,
  object_id    INTEGER NOT NULL,
  -- The thread's first comment (NULL for a first comment itself) and the comment replied to.
  root_id      INTEGER REFERENCES discussions (id),
  parent_id    INTEGER REFERENCES discussions (id),
  -- members(id) for comments written through the API; NULL for the seeded readers of the demo.
  member_id    INTEGER,
  user_id      TEXT    NOT NULL,
  user_name    TEXT    NOT NULL,
  user_icon    TEXT    NOT NULL DEFAULT '',
  -- 0 reader, 1 editor, 2 reporter, 3 official account (the official reply roles).
  role         INTEGER NOT NULL DEFAULT 0,
  content      TEXT    NOT NULL,
  status       TEXT    NOT NULL CHECK (status IN ('pending', 'published', 'rejected', 'deleted')),
  is_top       INTEGER NOT NULL DEFAULT 0,
  is_excellent INTEGER NOT NULL DEFAULT 0,
  count_praise INTEGER NOT NULL DEFAULT 0,
  device       TEXT    NOT NULL DEFAULT '',
  channel      INTEGER NOT NULL DEFAULT 1,
  location     TEXT    NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL
);
CREATE INDEX discussions_by_object ON discussions (source_type, object_id, status, created_at DESC);
CREATE INDEX discussions_by_root ON discussions (root_id, status, created_at);
CREATE INDEX discussions_by_member ON discussions (member_id, created_at);
CREATE INDEX discussions_by_device ON discussions (device, created_at);

CREATE TABLE discussion_likes (
  discussion_id INTEGER NOT NULL REFERENCES discussions (id),
  actor         TEXT    NOT NULL,   -- 'u:<userID>' or 'd:<device>', as article likes
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (discussion_id, actor)
) WITHOUT ROWID;
