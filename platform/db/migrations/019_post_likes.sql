-- Likes of circle posts (circles: docs/product.md §2): the event call with object type 8, a toggle per reader,
-- counted on circle_posts.count_praise as article likes are on articles.
CREATE TABLE post_likes (
  post_id    INTEGER NOT NULL REFERENCES circle_posts (id),
  actor      TEXT    NOT NULL,   -- 'u:<userID>' or 'd:<device>'
  created_at INTEGER NOT NULL,
  PRIMARY KEY (post_id, actor)
) WITHOUT ROWID;
