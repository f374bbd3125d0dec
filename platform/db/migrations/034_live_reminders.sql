-- Live reminders (docs/decisions/0062): a member asks to be told when an upcoming live starts.
-- One row per member and live; started_at (ms since the epoch) is set when the live goes on air,
-- and from then on the reminder is a message of the member's message centre (routes/my-space.mjs),
-- unread when it is later than the moment the member last read the centre.
CREATE TABLE live_reminders (
  member_id  INTEGER NOT NULL REFERENCES members (id),
  live_id    INTEGER NOT NULL REFERENCES articles (id),
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  PRIMARY KEY (member_id, live_id)
);

-- Going on air marks every reminder of the live; a member's pending ones are counted against their limit.
CREATE INDEX live_reminders_by_live ON live_reminders (live_id, started_at);
CREATE INDEX live_reminders_by_member ON live_reminders (member_id, started_at);
