-- Readers' reports (举报, docs/decisions/0052): a member reports a comment or reply, a circle post, a
-- moment, a question or an article with a reason and optional words; the reports wait in the
-- moderation queue until an editor hides what was reported or dismisses them. Times are
-- milliseconds since the epoch.

-- object_type: the report call's codes (0 article, 1 comment or reply, 9 question, 10 circle
-- post, 11 moment). One open report per member and object: reporting it again answers the first.
-- address and device: who sent it, for the editors (floods) and the limits (platform/lib/reports.mjs).
CREATE TABLE reports (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members (id),
  object_type INTEGER NOT NULL CHECK (object_type IN (0, 1, 9, 10, 11)),
  object_id   INTEGER NOT NULL,
  reason      INTEGER NOT NULL,
  content     TEXT    NOT NULL DEFAULT '',
  device      TEXT    NOT NULL DEFAULT '',
  address     TEXT    NOT NULL DEFAULT '',
  status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'hidden', 'dismissed')),
  created_at  INTEGER NOT NULL,
  handled_at  INTEGER
);
CREATE UNIQUE INDEX reports_one_per_member ON reports (member_id, object_type, object_id);
CREATE INDEX reports_queue ON reports (status, created_at);
CREATE INDEX reports_by_object ON reports (object_type, object_id, status);

-- What moderation hid after a report: hidden from every list and detail (NULL: shown). Comments
-- have a status of their own (rejected), questions theirs (declined).
ALTER TABLE circle_posts ADD COLUMN hidden_at INTEGER;
ALTER TABLE moments ADD COLUMN hidden_at INTEGER;
