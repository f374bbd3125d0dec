-- Public figures and regional leaders (docs/platform-api.md, "Figures and leaders"): a figure's
-- page and the reports about them (figureDetail, personageReports), and the leaders of a region
-- with the messages readers leave them and the answers (LeaderViewList: regionleaderView and the
-- leader calls).

-- A public figure the newsroom reports on: a deputy, a model worker, an heir of a craft.
CREATE TABLE figures (
  id       INTEGER PRIMARY KEY,
  name     TEXT    NOT NULL,
  title    TEXT    NOT NULL,             -- who they are, in one line (their post or honour)
  region   TEXT    NOT NULL DEFAULT '',
  photo    TEXT    NOT NULL DEFAULT '',  -- media path
  intro    TEXT    NOT NULL DEFAULT '',
  status   INTEGER NOT NULL DEFAULT 1    -- 1 shown, 0 withdrawn (answered as not found)
);

-- The articles about a figure (personageReports), newest first through the articles' own times.
CREATE TABLE figure_articles (
  figure_id  INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  PRIMARY KEY (figure_id, article_id)
) WITHOUT ROWID;

-- Regions, a tree (parent_id 0: a top region), in display order.
CREATE TABLE regions (
  id        INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL DEFAULT 0,
  name      TEXT    NOT NULL,
  order_id  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX regions_by_parent ON regions (parent_id, order_id);

-- A region's leaders, in display order.
CREATE TABLE leaders (
  id        INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL,
  name      TEXT    NOT NULL,
  post      TEXT    NOT NULL,
  photo     TEXT    NOT NULL DEFAULT '',
  intro     TEXT    NOT NULL DEFAULT '',
  order_id  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX leaders_by_region ON leaders (region_id, order_id);

-- Messages readers leave a leader. Everyone sees the answered ones; a pending one only its author.
CREATE TABLE leader_messages (
  id          INTEGER PRIMARY KEY,
  leader_id   INTEGER NOT NULL,
  member_id   INTEGER NOT NULL DEFAULT 0,
  user_name   TEXT    NOT NULL,
  title       TEXT    NOT NULL,
  content     TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,               -- unix seconds
  status      INTEGER NOT NULL DEFAULT 0,     -- 0 pending, 1 answered
  answer      TEXT    NOT NULL DEFAULT '',
  answer_by   TEXT    NOT NULL DEFAULT '',    -- the office that answered
  answered_at INTEGER NOT NULL DEFAULT 0      -- unix seconds
);
CREATE INDEX leader_messages_by_leader ON leader_messages (leader_id, status, created_at DESC);
CREATE INDEX leader_messages_by_member ON leader_messages (member_id, created_at DESC);
