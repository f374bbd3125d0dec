-- Inline videos of an article body, as the real platform writes them (ArticleJsonHelper.replaceAttVideos
-- of intergrate-dev/xy6.0-xzw): the body's content marks each with `<!--VIDEOARRAY#i-->`; this column
-- holds JSON [{ref, summary, duration}] for those markers (platform/lib/dialect/content.mjs).
-- Bodies written before it have none.
ALTER TABLE article_bodies ADD COLUMN videos TEXT NOT NULL DEFAULT '[]';
