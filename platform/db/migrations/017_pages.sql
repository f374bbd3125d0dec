-- The remaining pages (docs/platform-api.md, "Pages"; the certificates: docs/decisions/0028): hot
-- topics with their dated events (hotPointTimeAxis), online study courses and their chapters
-- (onlineStudy), the points shop's goods (productDetail) and the blockchain copyright certificates
-- shown as PDFs (previewPDF). Times are unix seconds.

CREATE TABLE hot_points (
  id         INTEGER PRIMARY KEY,
  title      TEXT    NOT NULL,
  summary    TEXT    NOT NULL,
  pic        INTEGER NOT NULL,
  ord        INTEGER NOT NULL
);

CREATE TABLE hot_point_events (
  id           INTEGER PRIMARY KEY,
  hot_point_id INTEGER NOT NULL REFERENCES hot_points (id),
  happened_at  INTEGER NOT NULL,
  title        TEXT    NOT NULL,
  summary      TEXT    NOT NULL,
  -- the article that reports the event, when there is one
  article_id   INTEGER REFERENCES articles (id)
);
CREATE INDEX hot_point_events_by_topic ON hot_point_events (hot_point_id, happened_at);

CREATE TABLE online_studies (
  id           INTEGER PRIMARY KEY,
  title        TEXT    NOT NULL,
  speaker      TEXT    NOT NULL,
  organiser    TEXT    NOT NULL,
  intro        TEXT    NOT NULL,
  content      TEXT    NOT NULL,
  pic          INTEGER NOT NULL,
  -- points a reader earns for finishing the course
  points       INTEGER NOT NULL,
  published_at INTEGER NOT NULL
);

CREATE TABLE study_chapters (
  id       INTEGER PRIMARY KEY,
  study_id INTEGER NOT NULL REFERENCES online_studies (id),
  ord      INTEGER NOT NULL,
  title    TEXT    NOT NULL,
  minutes  INTEGER NOT NULL
);

CREATE TABLE products (
  id       INTEGER PRIMARY KEY,
  name     TEXT    NOT NULL,
  category TEXT    NOT NULL,
  points   INTEGER NOT NULL,
  stock    INTEGER NOT NULL,
  origin   TEXT    NOT NULL,
  intro    TEXT    NOT NULL,
  content  TEXT    NOT NULL,
  pic      INTEGER NOT NULL,
  ord      INTEGER NOT NULL
);

CREATE TABLE certificates (
  id           INTEGER PRIMARY KEY,
  title        TEXT    NOT NULL,
  work_title   TEXT    NOT NULL,
  holder       TEXT    NOT NULL,
  issuer       TEXT    NOT NULL,
  chain        TEXT    NOT NULL,
  tx_hash      TEXT    NOT NULL,
  block_height INTEGER NOT NULL,
  issued_at    INTEGER NOT NULL,
  -- relative media paths: the PDF and its page images (file-1.jpg, file-2.jpg, ...)
  pdf          TEXT    NOT NULL,
  page_count   INTEGER NOT NULL
);
