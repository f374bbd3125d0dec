-- The paper edition (docs/product.md §2): papers, the layouts (pages) of each day's issue with their page
-- image, and the articles of a layout with their region on that image. An issue is the set of a
-- paper's layouts of one date; dates are China dates ('2026-11-23').

CREATE TABLE papers (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL,
  code        TEXT    NOT NULL UNIQUE,
  description TEXT    NOT NULL DEFAULT '',
  ord         INTEGER NOT NULL
);

CREATE TABLE paper_layouts (
  id          INTEGER PRIMARY KEY,
  paper_id    INTEGER NOT NULL REFERENCES papers (id),
  issue_date  TEXT    NOT NULL,
  layout_no   TEXT    NOT NULL,
  layout_name TEXT    NOT NULL,
  -- relative media path of the page image; width and height in image pixels
  pic         TEXT    NOT NULL,
  width       INTEGER NOT NULL,
  height      INTEGER NOT NULL,
  UNIQUE (paper_id, issue_date, layout_no)
);

CREATE TABLE paper_articles (
  id           INTEGER PRIMARY KEY,
  layout_id    INTEGER NOT NULL REFERENCES paper_layouts (id),
  ord          INTEGER NOT NULL,
  title        TEXT    NOT NULL,
  sub_title    TEXT    NOT NULL DEFAULT '',
  intro_title  TEXT    NOT NULL DEFAULT '',
  author       TEXT    NOT NULL DEFAULT '',
  content      TEXT    NOT NULL,
  -- the article's region on the page image: polygon points 'x1,y1,x2,y2,...' in image pixels
  mapping      TEXT    NOT NULL,
  publish_time INTEGER NOT NULL,
  a_status     INTEGER NOT NULL DEFAULT 1
);

CREATE INDEX paper_layouts_by_date ON paper_layouts (paper_id, issue_date);
CREATE INDEX paper_articles_by_layout ON paper_articles (layout_id, ord);
