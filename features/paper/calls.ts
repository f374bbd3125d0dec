import { defineCall } from '@/lib/platform/define';
import {
  rawPaperArticleSchema,
  rawPaperDatesSchema,
  rawPaperIssueSchema,
  rawPaperLayoutArticlesSchema,
  rawPapersSchema,
} from './paper.schema';
import { tag } from '@/lib/cache/tags';
import { listUnder } from '@/lib/platform/dialect/normalise';

// The list of papers and the newest issue change once a day: a few minutes per process.
const PAPER_LIST_TTL_MS = 5 * 60_000;

/** getPapers: the site's papers with their newest issue date. */
export const getPapersCall = defineCall({
  name: 'getPapers',
  params: () => ({}),
  answer: rawPapersSchema,
  // The CMS writes `{version, papers}` (PaperApiManager.getPapers).
  dialect: { normalise: listUnder('list', 'papers') },
  cache: { ttl: PAPER_LIST_TTL_MS, maxEntries: 1 },
});

/** getLatestMaePaper: a paper's newest issue with its layouts; a negative status when there is no such paper. */
export const getLatestMaePaperCall = defineCall({
  name: 'getLatestMaePaper',
  params: (paperId: number) => ({ paperId }),
  answer: rawPaperIssueSchema,
  nullWhenMissing: true,
  cache: { ttl: PAPER_LIST_TTL_MS, maxEntries: 20, tags: (paperId) => [tag.paper(paperId)] },
});

/** getMaePaperDatesByDate: the issue dates of one month ('2026-11') of a paper, and its first and last. */
export const getMaePaperDatesByDateCall = defineCall({
  name: 'getMaePaperDatesByDate',
  params: ({ paperId, month }: { paperId: number; month: string }) => ({ paperId, date: month }),
  answer: rawPaperDatesSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: ({ paperId }) => [tag.paper(paperId)] },
});

/**
 * getPaperLayouts: the issue of one date; a negative status when the paper has none that day. The
 * gateway takes the date as the CMS writes it, `yyyyMMdd` (PaperController, PaperApiManager).
 */
export const getPaperLayoutsCall = defineCall({
  name: 'getPaperLayouts',
  params: ({ paperId, date }: { paperId: number; date: string }) => ({ id: paperId, date }),
  publicForm: {
    name: 'getPaperLayouts',
    params: ({ paperId, date }: { paperId: number; date: string }) => ({ id: paperId, date: date.replace(/-/g, '') }),
  },
  answer: rawPaperIssueSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: ({ paperId }) => [tag.paper(paperId)] },
});

/** getPaperArticles: one layout with its articles and their regions on the page image. */
export const getPaperArticlesCall = defineCall({
  name: 'getPaperArticles',
  params: (layoutId: number) => ({ id: layoutId }),
  answer: rawPaperLayoutArticlesSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (layoutId) => [tag.paperLayout(layoutId)] },
});

/** getPaperArticle: one paper article for its page; a negative status when there is none. */
export const getPaperArticleCall = defineCall({
  name: 'getPaperArticle',
  params: (id: number) => ({ id }),
  answer: rawPaperArticleSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 1000, tags: (id) => [tag.paperArticle(id)] },
});
