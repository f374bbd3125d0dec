import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapPaperArticle, mapPaperIssue, mapPaperLayoutDetail, mapPaperMonth, mapPapers } from '../paper.map';
import {
  getLatestMaePaperCall,
  getMaePaperDatesByDateCall,
  getPaperArticleCall,
  getPaperArticlesCall,
  getPaperLayoutsCall,
  getPapersCall,
} from '../calls';
import type {
  Paper,
  PaperArticle,
  PaperIssue,
  PaperLayout,
  PaperLayoutDetail,
  PaperMonth,
} from '@/features/paper/paper.types';

/**
 * The site's papers, in the platform's order, each with its newest issue's date. The real getPapers
 * names no date (PaperApiManager writes id, name, code and icons): the date is then read from the
 * paper's newest issue (a cached call per paper, and a site has a few papers), so the papers' links
 * and the feeds find the newest issue.
 */
export async function getPapers(): Promise<Paper[]> {
  const papers = mapPapers(await platformCall(getPapersCall, undefined));
  return Promise.all(
    papers.map(async (paper) =>
      paper.latestDate
        ? paper
        : // A platform without the call (the public gateway's paper calls are by date) lists the paper undated.
          { ...paper, latestDate: (await getLatestIssue(paper.id).catch(() => null))?.date ?? '' },
    ),
  );
}

/** A paper's newest issue; null when there is no such paper or it has no issue. */
export async function getLatestIssue(paperId: number): Promise<PaperIssue | null> {
  const raw = await platformCall(getLatestMaePaperCall, paperId);
  return raw && mapPaperIssue(raw, paperId);
}

/** The issue of one date ('2026-11-23'); null when the paper did not appear that day. */
export async function getIssue(paperId: number, date: string): Promise<PaperIssue | null> {
  const raw = await platformCall(getPaperLayoutsCall, { paperId, date });
  return raw && mapPaperIssue(raw, paperId);
}

/** The issue dates of one month ('2026-11'); null when there is no such paper. */
export async function getIssueMonth(paperId: number, month: string): Promise<PaperMonth | null> {
  const raw = await platformCall(getMaePaperDatesByDateCall, { paperId, month });
  return raw && mapPaperMonth(raw);
}

/**
 * One layout with its articles and their regions; null when there is none. `known`: the layout as
 * its issue lists it (number, name, page image), for a platform whose answer is the articles alone.
 */
export async function getLayout(layoutId: number, known: PaperLayout | null = null): Promise<PaperLayoutDetail | null> {
  const raw = await platformCall(getPaperArticlesCall, layoutId);
  return raw && mapPaperLayoutDetail(raw, layoutId, known);
}

/** One paper article; null when there is none. */
export async function getPaperArticle(id: number): Promise<PaperArticle | null> {
  const raw = await platformCall(getPaperArticleCall, id);
  if (!raw) return null;
  const article = mapPaperArticle(raw);
  return article.paperId > 0 ? article : placedInItsIssue(article);
}

/**
 * A real platform's paper article names its layout and day but not its paper: the paper is the one
 * whose issue of that day lists the layout, and the layout is as that issue lists it (its name and
 * page image). Each issue is a cached call and a site has a few papers.
 */
async function placedInItsIssue(article: PaperArticle): Promise<PaperArticle> {
  for (const paper of await getPapers()) {
    const issue = await getIssue(paper.id, article.date).catch(() => null);
    const layout = issue?.layouts.find((candidate) => candidate.id === article.layout.id);
    if (issue && layout) return { ...article, paperId: paper.id, paperName: issue.paperName || paper.name, layout };
  }
  return article;
}
