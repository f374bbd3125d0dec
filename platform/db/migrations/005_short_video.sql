-- The short-video service (xyApi.mVodUrl, served under /mvod): its categories, its vertical
-- videos and the likes readers give them. Seeded rows are inserted idempotently at start
-- (seed/short-videos.mjs), so an existing database picks them up too.

CREATE TABLE mvod_categories (
  id   INTEGER PRIMARY KEY,
  name TEXT    NOT NULL,
  ord  INTEGER NOT NULL
);

CREATE TABLE mvod_videos (
  id            INTEGER PRIMARY KEY,
  category_id   INTEGER NOT NULL REFERENCES mvod_categories (id),
  title         TEXT    NOT NULL,
  summary       TEXT    NOT NULL DEFAULT '',
  user_name     TEXT    NOT NULL,
  user_pic      INTEGER,          -- the author's avatar: an xy account's (img/avatar-xyN.png)
  pic           INTEGER,          -- picture number of the cover
  width         INTEGER NOT NULL, -- of the video, so the client reserves the right box
  height        INTEGER NOT NULL,
  duration      INTEGER NOT NULL, -- seconds
  publish_time  INTEGER NOT NULL, -- unix seconds
  share_closed  INTEGER NOT NULL DEFAULT 0,
  count_click   INTEGER NOT NULL DEFAULT 0,
  count_praise  INTEGER NOT NULL DEFAULT 0,
  count_share   INTEGER NOT NULL DEFAULT 0,
  count_discuss INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX mvod_videos_by_category ON mvod_videos (category_id, publish_time DESC);

CREATE TABLE mvod_likes (
  video_id   INTEGER NOT NULL,
  actor      TEXT    NOT NULL,   -- 'u:<userID>' or 'd:<device>'
  created_at INTEGER NOT NULL,
  PRIMARY KEY (video_id, actor)
) WITHOUT ROWID;
