import { z } from 'zod';
import { aliased, id, list, num, presentNum, str } from '@/lib/platform/primitives';

// The paper edition's calls (docs/platform-api.md, "Paper"). PLATFORM-FACTS names getPapers,
// getPaperDates, getPaperLayouts, getPaperArticles and getPaperArticle; docs/product.md §7 adds
// getLatestMaePaper and getMaePaperDatesByDate. Dates are China dates ('2026-11-23').

export const rawPaperSchema = z.object({
  id: presentNum(),
  name: str(),
  code: str(),
  description: str(),
  latestDate: str(),
});
export const rawPapersSchema = z.object({ list: list(rawPaperSchema) });
export type RawPapers = z.output<typeof rawPapersSchema>;

const rawPaperLayoutShape = z.object({
  id: id(),
  layoutNo: str(),
  layoutName: str(),
  picUrl: str(),
  width: num(),
  height: num(),
  /** null where the platform does not say (the real getPaperLayouts names no count). */
  articleCount: z.union([z.undefined(), z.null(), num()]).transform((count) => count ?? null),
  /** The page as printed, a PDF ('' when the paper publishes none), and its size in bytes (docs/platform-api.md, "Paper"). */
  pdfUrl: str(),
  pdfSize: num(),
});

/**
 * The CMS writes a layout's number and name as one `name`, "01 要闻" (PaperApiManager: pl_layout, a
 * space, pl_layoutName). Split, the number addresses the layout's page (`/paper/{date}/{paper}/01.html`)
 * and the name is shown alone; a name without a leading number stays whole.
 */
const NUMBERED_LAYOUT_NAME = /^(\d{1,3})\s+(\S.*)$/;

/** A layout, designed or as the CMS writes it (`name` for its number and name, `url` for its page image). */
export const rawPaperLayoutSchema = aliased({ layoutName: ['name'], picUrl: ['url'] }, rawPaperLayoutShape).transform(
  (layout): z.output<typeof rawPaperLayoutShape> => {
    const [, no, name] = (layout.layoutNo === '' && NUMBERED_LAYOUT_NAME.exec(layout.layoutName.trim())) || [];
    return no && name ? { ...layout, layoutNo: no, layoutName: name } : layout;
  },
);
export type RawPaperLayout = z.output<typeof rawPaperLayoutSchema>;

/** The CMS writes a date as `yyyyMMdd` (20201123); ours are China dates ('2020-11-23'). */
export const paperDate = () => str().transform((date) => date.trim().replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3'));

/**
 * An issue: a paper's layouts of one date (getLatestMaePaper, getPaperLayouts). The real
 * getPaperLayouts names no paper (`{version, date, layouts}`): its loader fills it from the request.
 */
export const rawPaperIssueSchema = z.object({
  paperId: num(),
  paperName: str(),
  date: paperDate(),
  layouts: list(rawPaperLayoutSchema),
});
export type RawPaperIssue = z.output<typeof rawPaperIssueSchema>;

export const rawPaperDatesSchema = z.object({
  paperId: presentNum(),
  month: str(),
  dates: list(z.string()),
  firstDate: str(),
  lastDate: str(),
});
export type RawPaperDates = z.output<typeof rawPaperDatesSchema>;

/** An article's region on its layout's page image: polygon points 'x1,y1,x2,y2,...' in image pixels. */
const rawLayoutMappingSchema = z.object({ mapping: str() }).nullable().default(null);

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The CMS writes an article's region as `mapping` on the article itself (PaperApiManager.getPaperArticles). */
function regionAtTop(value: unknown): unknown {
  if (!isRecord(value) || value.layoutMapping !== undefined || typeof value.mapping !== 'string') return value;
  return { ...value, layoutMapping: { mapping: value.mapping } };
}

/**
 * The CMS's paper article names its layout by id and number (`layoutId`, `layout: "01"`), its
 * subtitle `subtitle`, and neither its paper nor its issue's date (PaperApiManager's article JSON):
 * the layout becomes a layout of that id and number, the date the day it was published; its paper
 * is found by the loader (features/paper/server/paper.ts).
 */
function articleAsDesigned(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out: Fields = { ...value };
  if (typeof value.layout === 'string' || typeof value.layout === 'number')
    out.layout = { id: value.layoutId, layoutNo: String(value.layout) };
  if (out.subTitle === undefined && typeof value.subtitle === 'string') out.subTitle = value.subtitle;
  if (out.date === undefined && typeof value.publishtime === 'string') out.date = value.publishtime.slice(0, 10);
  return regionAtTop(out);
}

/**
 * getPaperArticles: one layout and its articles. The real one answers the articles alone, an array
 * as `data` (the dialect layer files it under `list`): the layout is then the one asked for.
 */
export const rawPaperLayoutArticlesSchema = z.object({
  paperId: num(),
  paperName: str(),
  date: paperDate(),
  layout: rawPaperLayoutSchema.nullable().catch(null).default(null),
  list: list(
    z.preprocess(
      regionAtTop,
      z.object({
        fileId: id(),
        title: str(),
        subTitle: str(),
        introTitle: str(),
        author: str(),
        publishtime: str(),
        layoutMapping: rawLayoutMappingSchema,
      }),
    ),
  ),
});
export type RawPaperLayoutArticles = z.output<typeof rawPaperLayoutArticlesSchema>;

export const rawPaperArticleSchema = z.preprocess(
  articleAsDesigned,
  z.object({
    fileId: presentNum(),
    title: str(),
    subTitle: str(),
    introTitle: str(),
    author: str(),
    content: str(),
    publishtime: str(),
    aStatus: num(1),
    /** 0 where the platform names no paper (the real one): the loader finds it. */
    paperId: num(),
    paperName: str(),
    date: paperDate(),
    layout: rawPaperLayoutSchema,
    layoutMapping: rawLayoutMappingSchema,
    discussClosed: num(),
  }),
);
export type RawPaperArticle = z.output<typeof rawPaperArticleSchema>;
