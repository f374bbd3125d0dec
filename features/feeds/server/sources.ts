import 'server-only';
import { getColumn, getColumns, getTopColumns } from '@/features/columns/server/columns';
import { getArticles } from '@/features/columns/server/articles';
import { columnHref } from '@/features/columns/columnTabs';
import type { Column } from '@/features/columns/column.types';
import type { ArticleKind, ArticleSummary } from '@/features/articles/article.types';
import { specDetailRoute } from '@/features/columns/paths';
import { hasColumnFeed } from '@/features/feeds/feedLinks';

/**
 * Kinds whose detail pages this site renders: a feed or sitemap names only addresses that answer
 * 200. Live broadcasts open liveDetail (features/live/live.page.ts); link articles leave the site.
 */
const LISTED_KINDS: ReadonlySet<ArticleKind> = new Set(['news', 'photos', 'video', 'special', 'live']);

/** Whether an article of a list belongs in a feed or sitemap (a page of ours, of a listed kind). */
export function isListedArticle(article: ArticleSummary): boolean {
  return !article.external && article.href !== '' && LISTED_KINDS.has(article.kind);
}

/**
 * The address a feed or sitemap names for a listed article: the one its page calls canonical. A
 * live's is the list's own link, which names the live by its own id (the item's linkID; on a real
 * platform it differs from the article's id, features/live/live.page.ts) and then the article;
 * a special topic's is its column's specDetail without the article (features/columns/special.page.ts).
 */
function canonicalOf(article: ArticleSummary): ArticleSummary {
  if (article.kind === 'special')
    return { ...article, href: specDetailRoute.href({ id: article.subColumnId || article.columnId }) };
  return article;
}

/** A column of the site's menus that lists articles: the columns whose page advertises a feed (feedLinks.ts). */
const isArticleColumn = hasColumnFeed;

export interface FeedColumn {
  column: Column;
  /** In-app path of the column's page. */
  path: string;
}

/** The columns of the menus that list articles: the top columns and their children, in menu order. */
export async function feedColumns(): Promise<FeedColumn[]> {
  const top = (await getTopColumns()).filter((column) => column.visible);
  const children = await Promise.all(top.map(async (column) => (column.hasChildren ? getColumns(column.id) : [])));
  return top
    .flatMap((column, index) => [column, ...(children[index] ?? [])])
    .filter(isArticleColumn)
    .map((column) => ({ column, path: columnHref(column, null) }));
}

/** One column for its feed or sitemap; null when there is none or it lists no articles. */
export async function feedColumn(columnId: number): Promise<FeedColumn | null> {
  const column = await getColumn(columnId);
  if (!column || !isArticleColumn(column)) return null;
  return { column, path: columnHref(column, null) };
}

/** The newest listed articles of a column (its first page: what its page shows). */
export async function columnArticles(columnId: number): Promise<ArticleSummary[]> {
  return (await getArticles(columnId, 0)).articles.filter(isListedArticle).map(canonicalOf);
}

/** The newest listed articles of all columns, each once, newest first. */
export async function siteArticles(columns: FeedColumn[]): Promise<ArticleSummary[]> {
  const lists = await Promise.all(columns.map(({ column }) => columnArticles(column.id)));
  const seen = new Set<number>();
  return lists
    .flat()
    .filter((article) => !seen.has(article.id) && seen.add(article.id))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}
