-- Content the seed writes once: site structure, articles, and what decorates lists.
-- Media columns hold relative paths or picture numbers; URLs are built per request.

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE columns (
  id               INTEGER PRIMARY KEY,
  parent_id        INTEGER NOT NULL DEFAULT 0,
  name             TEXT    NOT NULL,
  style            TEXT    NOT NULL,
  column_type      INTEGER NOT NULL DEFAULT 0,
  description      TEXT    NOT NULL DEFAULT '',
  icon             TEXT    NOT NULL DEFAULT '',
  banner           INTEGER,                 -- picture number of a topic banner
  link_url         TEXT    NOT NULL DEFAULT '',
  keyword          TEXT    NOT NULL DEFAULT '',
  order_id         INTEGER NOT NULL,
  is_forbidden     INTEGER NOT NULL DEFAULT 0,
  app_show         INTEGER NOT NULL DEFAULT 1,
  app_fixed        INTEGER NOT NULL DEFAULT 0,
  top_count        INTEGER NOT NULL DEFAULT 0,
  top_module_title TEXT,
  art_count        INTEGER NOT NULL DEFAULT 0,
  lang             TEXT    NOT NULL DEFAULT 'zh'
);
CREATE INDEX columns_by_parent ON columns (parent_id, order_id);

CREATE TABLE xy_accounts (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL,
  icon        TEXT    NOT NULL,
  description TEXT    NOT NULL,
  status      INTEGER NOT NULL DEFAULT 0,  -- 1 and 4 mean the client must discard it
  forbidden   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE reporters (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  icon        TEXT NOT NULL,
  desk        TEXT NOT NULL
);

CREATE TABLE articles (
  id              INTEGER PRIMARY KEY,
  column_id       INTEGER NOT NULL,
  title           TEXT    NOT NULL,
  list_title      TEXT    NOT NULL DEFAULT '',
  summary         TEXT    NOT NULL DEFAULT '',
  article_type    INTEGER NOT NULL,
  pic_type        INTEGER NOT NULL DEFAULT 0,
  pic             INTEGER,                    -- picture number for picSmall/Middle/Big
  pics            TEXT    NOT NULL DEFAULT '[]', -- JSON picture numbers (pic_list)
  pic_titles      TEXT    NOT NULL DEFAULT '[]', -- JSON captions (pic_list_title)
  publish_time    INTEGER NOT NULL,           -- unix seconds
  link_url        TEXT    NOT NULL DEFAULT '',
  sub_column_id   INTEGER NOT NULL DEFAULT 0,
  live_status     INTEGER NOT NULL DEFAULT -1,
  live_start_time INTEGER,
  has_playback    INTEGER NOT NULL DEFAULT 0,
  duration        INTEGER NOT NULL DEFAULT 0,
  a_status        INTEGER NOT NULL DEFAULT 1,
  share_closed    INTEGER NOT NULL DEFAULT 0,
  discuss_closed  INTEGER NOT NULL DEFAULT 0,
  adv_closed      INTEGER NOT NULL DEFAULT 0,
  is_top          INTEGER NOT NULL DEFAULT 0,
  count_click     INTEGER NOT NULL DEFAULT 0,
  count_discuss   INTEGER NOT NULL DEFAULT 0,
  count_praise    INTEGER NOT NULL DEFAULT 0,
  count_share     INTEGER NOT NULL DEFAULT 0,
  xy_account_id   INTEGER NOT NULL DEFAULT 0,
  reporter_id     INTEGER NOT NULL DEFAULT 0,
  lang            TEXT    NOT NULL DEFAULT 'zh',
  bylines         TEXT    NOT NULL DEFAULT '{}' -- JSON role -> name
);
-- The list order of every column: pinned first, newest first.
CREATE INDEX articles_by_column ON articles (column_id, a_status, is_top DESC, publish_time DESC, id DESC);
CREATE INDEX articles_by_type ON articles (article_type, publish_time DESC);

-- Bodies live apart so list queries never page heavy HTML through the cache.
CREATE TABLE article_bodies (
  article_id INTEGER PRIMARY KEY,
  content    TEXT NOT NULL,
  images     TEXT NOT NULL DEFAULT '[]'  -- JSON [{ref, pics:[{n, summary}]}]
);

CREATE TABLE tags (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE article_tags (
  article_id INTEGER NOT NULL,
  tag_id     INTEGER NOT NULL,
  ord        INTEGER NOT NULL,
  PRIMARY KEY (article_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX article_tags_by_tag ON article_tags (tag_id, article_id);

CREATE TABLE carousel_items (
  column_id  INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  ord        INTEGER NOT NULL,
  PRIMARY KEY (column_id, article_id)
);
CREATE TABLE top_module_items (
  column_id  INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  ord        INTEGER NOT NULL,
  PRIMARY KEY (column_id, article_id)
);
CREATE TABLE live_article_items (
  column_id  INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  ord        INTEGER NOT NULL,
  PRIMARY KEY (column_id, article_id)
);

CREATE TABLE module_groups (
  id        INTEGER PRIMARY KEY,
  column_id INTEGER NOT NULL,
  title     TEXT    NOT NULL,
  type      INTEGER NOT NULL,   -- 1 service links, 2 column entries
  ord       INTEGER NOT NULL
);
CREATE TABLE module_items (
  id          INTEGER PRIMARY KEY,
  group_id    INTEGER NOT NULL,
  name        TEXT    NOT NULL,
  duty        TEXT    NOT NULL DEFAULT '',
  description TEXT    NOT NULL DEFAULT '',
  url         TEXT    NOT NULL DEFAULT '',
  column_id   INTEGER NOT NULL DEFAULT 0,
  icon        TEXT    NOT NULL DEFAULT '',
  ord         INTEGER NOT NULL
);

CREATE TABLE live_reports (
  id           INTEGER PRIMARY KEY,
  live_id      INTEGER NOT NULL,
  is_top       INTEGER NOT NULL DEFAULT 0,
  title        TEXT    NOT NULL DEFAULT '',
  publish_time INTEGER NOT NULL,
  user         TEXT    NOT NULL,
  user_icon    TEXT    NOT NULL DEFAULT '',
  content      TEXT    NOT NULL,
  attachments  TEXT    NOT NULL DEFAULT '[]'  -- JSON picture numbers
);
CREATE INDEX live_reports_by_live ON live_reports (live_id, is_top DESC, publish_time DESC);

CREATE TABLE ads (
  id          INTEGER PRIMARY KEY,
  title       TEXT    NOT NULL,
  type        INTEGER NOT NULL,  -- 1 splash, 2 in-list, 3 article detail, 4 column banner
  pic         INTEGER NOT NULL,
  content_url TEXT    NOT NULL,
  size_scale  TEXT    NOT NULL,
  start_time  INTEGER NOT NULL,
  end_time    INTEGER NOT NULL,
  page_time   INTEGER NOT NULL DEFAULT 0,
  ad_order    INTEGER NOT NULL DEFAULT 0,
  position    INTEGER NOT NULL DEFAULT 0,
  column_id   INTEGER NOT NULL DEFAULT 0   -- 0 = every column / global
);

CREATE TABLE hot_words (
  word TEXT PRIMARY KEY,
  ord  INTEGER NOT NULL
);
