-- Media accounts, following and reporters (docs/product.md §2): what an account page, the influence
-- ranking, a reader's follows and a reporter's page need beyond the accounts of 001.

-- An account's notice (its bulletin), its reach before this platform counted follows, its
-- influence score (xyRank orders by it), how often its bulletin was opened (hitXyBulletin),
-- and the kind of account it is (a county media centre, a government department, ...).
ALTER TABLE xy_accounts ADD COLUMN bulletin      TEXT    NOT NULL DEFAULT '';
ALTER TABLE xy_accounts ADD COLUMN base_fans     INTEGER NOT NULL DEFAULT 0;
ALTER TABLE xy_accounts ADD COLUMN influence     INTEGER NOT NULL DEFAULT 0;
ALTER TABLE xy_accounts ADD COLUMN bulletin_hits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE xy_accounts ADD COLUMN kind          TEXT    NOT NULL DEFAULT '';

-- A reporter's introduction and the media account they write for (0: none).
ALTER TABLE reporters ADD COLUMN intro TEXT    NOT NULL DEFAULT '';
ALTER TABLE reporters ADD COLUMN xy_id INTEGER NOT NULL DEFAULT 0;

-- Who follows which account (topicSub / topicSubCancel, type 4). Members are ids of members.
CREATE TABLE xy_follows (
  member_id  INTEGER NOT NULL,
  xy_id      INTEGER NOT NULL,
  created_at INTEGER NOT NULL,  -- unix ms
  PRIMARY KEY (member_id, xy_id)
) WITHOUT ROWID;
CREATE INDEX xy_follows_by_xy ON xy_follows (xy_id);

-- Reporter dynamics (getXyDynamic, dynamic/getDynamicList, getDynamicDetail): short posts from
-- the field with pictures, by a reporter, under the account they write for.
CREATE TABLE xy_dynamics (
  id           INTEGER PRIMARY KEY,
  xy_id        INTEGER NOT NULL,
  reporter_id  INTEGER NOT NULL DEFAULT 0,
  content      TEXT    NOT NULL,
  pics         TEXT    NOT NULL DEFAULT '[]',  -- JSON picture numbers
  publish_time INTEGER NOT NULL                -- unix seconds
);
CREATE INDEX xy_dynamics_by_xy ON xy_dynamics (xy_id, publish_time DESC);
CREATE INDEX xy_dynamics_by_reporter ON xy_dynamics (reporter_id, publish_time DESC);

-- An account's and a reporter's articles, newest first (getXyArticlesQuestion, reporterArticles).
CREATE INDEX articles_by_xy ON articles (xy_account_id, a_status, publish_time DESC, id DESC);
CREATE INDEX articles_by_reporter ON articles (reporter_id, a_status, publish_time DESC, id DESC);
