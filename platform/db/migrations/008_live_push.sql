-- Live broadcasts that change by themselves and by an editor (docs/decisions/0019).
-- live_end_time: when an on-air live ends by schedule (unix seconds; NULL: only an editor ends it).
-- Reports may carry a video clip (a path under the media directory, '' for none) besides pictures.
ALTER TABLE articles ADD COLUMN live_end_time INTEGER;
ALTER TABLE live_reports ADD COLUMN video TEXT NOT NULL DEFAULT '';
CREATE INDEX articles_live_schedule ON articles (article_type, live_status, live_start_time);
