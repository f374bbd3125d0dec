-- Full-text search over titles, summaries, bodies and tag names (docs/decisions/0025: searching titles
-- with LIKE found 2 items for a tag that lists dozens). The trigram tokenizer indexes every
-- three-character run, so Chinese, which has no spaces between words, matches any substring of
-- three characters or more through the index; shorter keywords are matched with LIKE on the same
-- table (still one table, no join to the bodies). Bodies are indexed as text: strip_html() is
-- registered on every connection by db/open.mjs before migrations run.
CREATE VIRTUAL TABLE article_search USING fts5(title, summary, body, tags, tokenize = 'trigram');

INSERT INTO article_search (rowid, title, summary, body, tags)
SELECT a.id, a.title, a.summary, COALESCE(strip_html(b.content), ''),
       COALESCE((SELECT group_concat(t.name, ' ') FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = a.id), '')
FROM articles a LEFT JOIN article_bodies b ON b.article_id = a.id;

CREATE TRIGGER article_search_insert AFTER INSERT ON articles BEGIN
  INSERT INTO article_search (rowid, title, summary, body, tags) VALUES (new.id, new.title, new.summary, '', '');
END;
CREATE TRIGGER article_search_update AFTER UPDATE OF title, summary ON articles BEGIN
  UPDATE article_search SET title = new.title, summary = new.summary WHERE rowid = new.id;
END;
CREATE TRIGGER article_search_delete AFTER DELETE ON articles BEGIN
  DELETE FROM article_search WHERE rowid = old.id;
END;
CREATE TRIGGER article_search_body_insert AFTER INSERT ON article_bodies BEGIN
  UPDATE article_search SET body = strip_html(new.content) WHERE rowid = new.article_id;
END;
CREATE TRIGGER article_search_body_update AFTER UPDATE OF content ON article_bodies BEGIN
  UPDATE article_search SET body = strip_html(new.content) WHERE rowid = new.article_id;
END;
CREATE TRIGGER article_search_tag_insert AFTER INSERT ON article_tags BEGIN
  UPDATE article_search
  SET tags = (SELECT group_concat(t.name, ' ') FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = new.article_id)
  WHERE rowid = new.article_id;
END;
