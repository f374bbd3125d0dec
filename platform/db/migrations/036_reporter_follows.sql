-- Who follows which reporter (topicSub / topicSubCancel, type 5; getStatusReporters; mySubReporters).
-- As xy_follows: members are ids of members, a follow is one row, unfollowing deletes it
-- (docs/decisions/0064).
CREATE TABLE reporter_follows (
  member_id   INTEGER NOT NULL,
  reporter_id INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,  -- unix ms
  PRIMARY KEY (member_id, reporter_id)
) WITHOUT ROWID;
CREATE INDEX reporter_follows_by_reporter ON reporter_follows (reporter_id);
