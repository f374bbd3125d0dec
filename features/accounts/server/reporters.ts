import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapArticleSummary } from '@/features/articles/article.map';
import { mapDynamic, mapDynamicList, mapReporter } from '../reporter.map';
import type { ArticlePage } from '@/features/articles/article.types';
import type { Dynamic, DynamicPage, ReporterPage } from '@/features/accounts/reporter.types';
import {
  authorInfoCall,
  getDynamicDetailCall,
  getDynamicListCall,
  getXyDynamicCall,
  reporterArticlesCall,
} from '../calls';

/** reporter: the reporter, their first page of articles and newest dynamics; null when there is no such reporter. */
export async function getReporterPage(id: number): Promise<ReporterPage | null> {
  const [info, articles, dynamics] = await Promise.all([
    platformCall(authorInfoCall, id),
    platformCall(reporterArticlesCall, { id, page: 0 }),
    platformCall(getDynamicListCall, { reporterId: id, page: 0 }),
  ]);
  if (!info || !articles) return null;
  return {
    reporter: mapReporter(info),
    articles: articles.list.map(mapArticleSummary),
    // Appended until a page comes back empty (docs/product.md §7): a page with anything may have a next.
    hasMore: articles.list.length > 0,
    dynamics: (dynamics?.list ?? []).map(mapDynamic),
  };
}

/** A later page (0-based) of a reporter's articles; null when there is no such reporter. */
export async function getReporterArticles(
  id: number,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<Pick<ArticlePage, 'articles' | 'hasMore'> | null> {
  const raw = await platformCall(reporterArticlesCall, { id, page }, { signal: options.signal });
  if (!raw) return null;
  return { articles: raw.list.map(mapArticleSummary), hasMore: raw.list.length > 0 };
}

/** dynamicDetail: one dynamic and the first page of its reporter's dynamics; null when there is none. */
export async function getDynamicPage(id: number): Promise<DynamicPage | null> {
  const raw = await platformCall(getDynamicDetailCall, id);
  if (!raw) return null;
  const dynamic = mapDynamic(raw);
  if (!dynamic.reporter) return { dynamic, others: [], hasMore: false };
  const list = await platformCall(getDynamicListCall, { reporterId: dynamic.reporter.id, page: 0 });
  const { dynamics, hasMore } = mapDynamicList(list?.list ?? []);
  return { dynamic, others: dynamics, hasMore };
}

/** A page (0-based, 10) of a reporter's dynamics; null when there is no such reporter. */
export async function getReporterDynamics(
  reporterId: number,
  page: number,
): Promise<{ dynamics: Dynamic[]; hasMore: boolean } | null> {
  const raw = await platformCall(getDynamicListCall, { reporterId, page });
  return raw && mapDynamicList(raw.list);
}

/** A media account's newest dynamics (none when the platform does not answer in time). */
export async function getAccountDynamics(xyId: number): Promise<Dynamic[]> {
  return (await platformCall(getXyDynamicCall, xyId)).list.map(mapDynamic);
}
