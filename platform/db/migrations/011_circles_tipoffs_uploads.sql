-- Uploaded files (docs/decisions/0022), circles and their posts, the friends circle, tip-offs,
-- calls for articles and readers' submissions (docs/product.md §2). Times are milliseconds since
-- the epoch; pics, videos and audios hold JSON arrays of addresses served under /media/uploads
-- (or seeded /media pictures).

-- Every file a member uploaded (the `upload` call). The file lives under <data dir>/media/uploads.
CREATE TABLE uploads (
  id         TEXT    PRIMARY KEY,
  member_id  INTEGER NOT NULL,
  kind       TEXT    NOT NULL CHECK (kind IN ('picture', 'audio', 'video')),
  type       TEXT    NOT NULL,
  path       TEXT    NOT NULL,
  size       INTEGER NOT NULL,
  width      INTEGER NOT NULL DEFAULT 0,
  height     INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE circles (
  id           INTEGER PRIMARY KEY,
  name         TEXT    NOT NULL,
  icon         TEXT    NOT NULL,
  banner       TEXT    NOT NULL DEFAULT '',
  description  TEXT    NOT NULL,
  order_id     INTEGER NOT NULL,
  created_at   INTEGER NOT NULL
);

CREATE TABLE circle_members (
  circle_id INTEGER NOT NULL REFERENCES circles (id),
  member_id INTEGER NOT NULL,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (circle_id, member_id)
) WITHOUT ROWID;

CREATE TABLE circle_notices (
  id         INTEGER PRIMARY KEY,
  circle_id  INTEGER NOT NULL REFERENCES circles (id),
  title      TEXT    NOT NULL,
  content    TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);

-- A post in a circle. request_key: the client's key for one submit, so a retried
-- create-post (the network dropped after the submit) answers the post it already made.
CREATE TABLE circle_posts (
  id            INTEGER PRIMARY KEY,
  circle_id     INTEGER NOT NULL REFERENCES circles (id),
  member_id     INTEGER,
  author_name   TEXT    NOT NULL,
  author_head   TEXT    NOT NULL DEFAULT '',
  content       TEXT    NOT NULL,
  pics          TEXT    NOT NULL DEFAULT '[]',
  video         TEXT    NOT NULL DEFAULT '',
  count_praise  INTEGER NOT NULL DEFAULT 0,
  count_discuss INTEGER NOT NULL DEFAULT 0,
  request_key   TEXT    UNIQUE,
  created_at    INTEGER NOT NULL
);
CREATE INDEX circle_posts_new ON circle_posts (circle_id, created_at DESC);

-- The friends circle (moments): short posts of the site's community, with pictures.
CREATE TABLE moments (
  id           INTEGER PRIMARY KEY,
  author_name  TEXT    NOT NULL,
  author_head  TEXT    NOT NULL DEFAULT '',
  content      TEXT    NOT NULL,
  pics         TEXT    NOT NULL DEFAULT '[]',
  location     TEXT    NOT NULL DEFAULT '',
  count_praise INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL
);

-- Tip-offs to the newsroom. status: 0 received, 1 being checked, 2 reported (article_id may
-- name the report), 3 not taken up (reply says why).
CREATE TABLE tipoffs (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER,
  author_name TEXT    NOT NULL,
  title       TEXT    NOT NULL DEFAULT '',
  content     TEXT    NOT NULL,
  contact     TEXT    NOT NULL DEFAULT '',
  location    TEXT    NOT NULL DEFAULT '',
  pics        TEXT    NOT NULL DEFAULT '[]',
  videos      TEXT    NOT NULL DEFAULT '[]',
  audios      TEXT    NOT NULL DEFAULT '[]',
  status      INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  reply       TEXT    NOT NULL DEFAULT '',
  article_id  INTEGER,
  request_key TEXT    UNIQUE,
  created_at  INTEGER NOT NULL,
  handled_at  INTEGER
);

-- Calls for articles (征稿) and the readers' submissions to them.
CREATE TABLE seek_articles (
  id         INTEGER PRIMARY KEY,
  link_id    INTEGER NOT NULL DEFAULT 0,
  title      TEXT    NOT NULL,
  content    TEXT    NOT NULL,
  cover      TEXT    NOT NULL DEFAULT '',
  start_at   INTEGER NOT NULL,
  end_at     INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- status: 0 received, 1 under review, 2 published, 3 not used.
CREATE TABLE input_articles (
  id          INTEGER PRIMARY KEY,
  seek_id     INTEGER NOT NULL REFERENCES seek_articles (id),
  member_id   INTEGER,
  author_name TEXT    NOT NULL,
  title       TEXT    NOT NULL,
  content     TEXT    NOT NULL,
  pics        TEXT    NOT NULL DEFAULT '[]',
  videos      TEXT    NOT NULL DEFAULT '[]',
  audios      TEXT    NOT NULL DEFAULT '[]',
  status      INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  reply       TEXT    NOT NULL DEFAULT '',
  request_key TEXT    UNIQUE,
  created_at  INTEGER NOT NULL
);
CREATE INDEX input_articles_member ON input_articles (member_id, created_at DESC);
