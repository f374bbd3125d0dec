import { defineCall } from '@/lib/platform/define';
import { rawPaperArticleSchema, rawPaperDatesSchema, rawPaperIssueSchema, rawPaperLayoutArticlesSchema, rawPapersSchema } from './paper.schema';
import { tag } from '@/lib/cache/tags';

// The list of papers and the newest issue change once a day: a few minutes per process.
const PAPER_LIST_TTL_MS = 5 * 60_000;

/** getPapers: the site's papers with their newest issue date. */
export const getPapersCall = defineCall({
  name: 'getPapers',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: () => ({}),
  answer: rawPapersSchema,
  criticality: 'page',
  cache: { ttl: PAPER_LIST_TTL_MS, maxEntries: 1 },
});

/** getLatestMaePaper: a paper's newest issue with its layouts; a negative status when there is no such paper. */
export const getLatestMaePaperCall = defineCall({
  name: 'getLatestMaePaper',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (paperId: number) => ({ paperId }),
  answer: rawPaperIssueSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: PAPER_LIST_TTL_MS, maxEntries: 20, tags: (paperId) => [tag.paper(paperId)] },
});

/** getMaePaperDatesByDate: the issue dates of one month ('2026-11') of a paper, and its first and last. */
export const getMaePaperDatesByDateCall = defineCall({
  name: 'getMaePaperDatesByDate',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ paperId, month }: { paperId: number; month: string }) => ({ paperId, date: month }),
  answer: rawPaperDatesSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: ({ paperId }) => [tag.paper(paperId)] },
});

/** getPaperLayouts: the issue of one date; a negative status when the paper has none that day. */
export const getPaperLayoutsCall = defineCall({
  name: 'getPaperLayouts',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ paperId, date }: { paperId: number; date: string }) => ({ id: paperId, date }),
  answer: rawPaperIssueSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: ({ paperId }) => [tag.paper(paperId)] },
});

/** getPaperArticles: one layout with its articles and their regions on the page image. */
export const getPaperArticlesCall = defineCall({
  name: 'getPaperArticles',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (layoutId: number) => ({ id: layoutId }),
  answer: rawPaperLayoutArticlesSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (layoutId) => [tag.paperLayout(layoutId)] },
});

/** getPaperArticle: one paper article for its page; a negative status when there is none. */
export const getPaperArticleCall = defineCall({
  name: 'getPaperArticle',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (id: number) => ({ id }),
  answer: rawPaperArticleSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 1000, tags: (id) => [tag.paperArticle(id)] },
});
