-- A member's own space (docs/product.md §2, the member's own pages; docs/decisions/0051): the message
-- centre's messages are not stored, they are what already happened to the member's things (replies
-- to their comments, answers to their questions, their tip-offs handled, their registrations
-- decided). Only the moment the member last read the centre is kept, so the unread count is
-- whatever happened after it: read_at in milliseconds since the epoch, and read_reply_id the newest
-- comment then (comments keep whole seconds, too coarse to order a reply and a read).
CREATE TABLE member_message_reads (
  member_id     INTEGER PRIMARY KEY REFERENCES members (id),
  read_at       INTEGER NOT NULL,
  read_reply_id INTEGER NOT NULL DEFAULT 0
);

-- The message centre asks these per member: replies by the comment replied to, questions and
-- tip-offs by member and handling time.
CREATE INDEX discussions_by_parent ON discussions (parent_id, status, created_at);
CREATE INDEX qa_questions_by_member_answered ON qa_questions (member_id, answered_at);
CREATE INDEX tipoffs_by_member ON tipoffs (member_id, created_at DESC);
CREATE INDEX circle_posts_by_member ON circle_posts (member_id, created_at DESC);
