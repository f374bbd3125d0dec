-- Keyword search and tag lists read newest-first across all columns; this index
-- lets them stop after a page instead of sorting every match.
CREATE INDEX articles_by_time ON articles (a_status, publish_time DESC, id DESC);
