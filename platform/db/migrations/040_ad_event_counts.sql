-- Ad impressions and clicks are counted as reads are (docs/decisions/0080): once per device (or
-- member, when no device is named), ad, event and day. The row is the memory of "already counted
-- today"; rows of earlier days are of no use and are purged at start. day is the platform's local
-- calendar day, YYYY-MM-DD; created_at milliseconds since the epoch.
CREATE TABLE ad_counted (
  day        TEXT    NOT NULL,
  adv_id     INTEGER NOT NULL,
  type       INTEGER NOT NULL,
  counter    TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (day, adv_id, type, counter)
) WITHOUT ROWID;
