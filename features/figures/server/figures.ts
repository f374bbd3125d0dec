import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapArticleSummary } from '@/features/articles/article.map';
import { mapFigurePage, mapFigureSummary } from '../figure.map';
import { hasMore, PAGE_SIZE } from '@/lib/format/paging';
import type { ArticlePage } from '@/features/articles/article.types';
import type { FigurePage, FigureSummary } from '@/features/figures/figure.types';
import { figureArticlesCall, figureListCall, getFigureInfoCall } from '../calls';

/** figureDetail shows the newest few reports and links to all of them (personageReports). */
export const FIGURE_PAGE_REPORTS = 5;

/** figureDetail without an id: every figure the newsroom follows. */
export async function getFigures(): Promise<FigureSummary[]> {
  return (await platformCall(figureListCall)).list.map(mapFigureSummary);
}

/** figureDetail: a figure and their newest reports; null when there is no such figure. */
export async function getFigurePage(id: number): Promise<FigurePage | null> {
  const [info, articles] = await Promise.all([
    platformCall(getFigureInfoCall, id),
    platformCall(figureArticlesCall, { id, page: 0, count: FIGURE_PAGE_REPORTS }),
  ]);
  if (!info || !articles) return null;
  return mapFigurePage(info, articles, FIGURE_PAGE_REPORTS);
}

/** personageReports: a figure and the first page (20) of the reports about them; null when there is no such figure. */
export async function getFigureReportsPage(id: number): Promise<FigurePage | null> {
  const [info, articles] = await Promise.all([
    platformCall(getFigureInfoCall, id),
    platformCall(figureArticlesCall, { id, page: 0 }),
  ]);
  if (!info || !articles) return null;
  return mapFigurePage(info, articles, PAGE_SIZE);
}

/** A later page (0-based) of the reports about a figure; null when there is no such figure. */
export async function getFigureArticles(
  id: number,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<Pick<ArticlePage, 'articles' | 'hasMore'> | null> {
  const raw = await platformCall(figureArticlesCall, { id, page }, { signal: options.signal });
  if (!raw) return null;
  return { articles: raw.list.map(mapArticleSummary), hasMore: hasMore(raw.list.length, raw.hasMore) };
}
