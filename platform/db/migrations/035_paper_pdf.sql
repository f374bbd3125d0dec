-- A layout's page as printed, a PDF beside its page image (docs/decisions/0063): the relative media path,
-- '' where the paper has none. getPaperLayouts, getLatestMaePaper and getPaperArticles answer it as
-- `pdfUrl` with its size in bytes, `pdfSize`.
ALTER TABLE paper_layouts ADD COLUMN pdf TEXT NOT NULL DEFAULT '';

-- A database seeded before this migration: the evening paper's newest issue gets the PDFs its page
-- images have beside them (platform/seed/paper-images.mjs), as a fresh seed does (platform/seed/paper.mjs).
UPDATE paper_layouts SET pdf = substr(pic, 1, length(pic) - 4) || '.pdf'
 WHERE paper_id = 2 AND pic LIKE '%.jpg'
   AND issue_date = (SELECT MAX(issue_date) FROM paper_layouts WHERE paper_id = 2);
