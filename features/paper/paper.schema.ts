import { z } from 'zod';
import { list, num, presentNum, str } from '@/lib/platform/primitives';

// The paper edition's calls (docs/platform-api.md, "Paper"). PLATFORM-FACTS names getPapers,
// getPaperDates, getPaperLayouts, getPaperArticles and getPaperArticle; docs/product.md §7 adds
// getLatestMaePaper and getMaePaperDatesByDate. Dates are China dates ('2026-11-23').

export const rawPaperSchema = z.object({ id: presentNum(), name: str(), code: str(), description: str(), latestDate: str() });
export const rawPapersSchema = z.object({ list: list(rawPaperSchema) });
export type RawPapers = z.output<typeof rawPapersSchema>;

export const rawPaperLayoutSchema = z.object({
  id: presentNum(),
  layoutNo: str(),
  layoutName: str(),
  picUrl: str(),
  width: num(),
  height: num(),
  articleCount: num(),
  /** The page as printed, a PDF ('' when the paper publishes none), and its size in bytes (docs/platform-api.md, "Paper"). */
  pdfUrl: str(),
  pdfSize: num(),
});
export type RawPaperLayout = z.output<typeof rawPaperLayoutSchema>;

/** An issue: a paper's layouts of one date (getLatestMaePaper, getPaperLayouts). */
export const rawPaperIssueSchema = z.object({ paperId: presentNum(), paperName: str(), date: z.string(), layouts: list(rawPaperLayoutSchema) });
export type RawPaperIssue = z.output<typeof rawPaperIssueSchema>;

export const rawPaperDatesSchema = z.object({ paperId: presentNum(), month: str(), dates: list(z.string()), firstDate: str(), lastDate: str() });
export type RawPaperDates = z.output<typeof rawPaperDatesSchema>;

/** An article's region on its layout's page image: polygon points 'x1,y1,x2,y2,...' in image pixels. */
const rawLayoutMappingSchema = z.object({ mapping: str() }).nullable().default(null);

export const rawPaperLayoutArticlesSchema = z.object({
  paperId: presentNum(),
  paperName: str(),
  date: z.string(),
  layout: rawPaperLayoutSchema,
  list: list(
    z.object({ fileId: presentNum(), title: str(), subTitle: str(), introTitle: str(), author: str(), publishtime: str(), layoutMapping: rawLayoutMappingSchema }),
  ),
});
export type RawPaperLayoutArticles = z.output<typeof rawPaperLayoutArticlesSchema>;

export const rawPaperArticleSchema = z.object({
  fileId: presentNum(),
  title: str(),
  subTitle: str(),
  introTitle: str(),
  author: str(),
  content: str(),
  publishtime: str(),
  aStatus: num(1),
  paperId: presentNum(),
  paperName: str(),
  date: z.string(),
  layout: rawPaperLayoutSchema,
  layoutMapping: rawLayoutMappingSchema,
  discussClosed: num(),
});
export type RawPaperArticle = z.output<typeof rawPaperArticleSchema>;
