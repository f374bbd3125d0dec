import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapArticlePage, mapArticleSummary } from '@/features/articles/article.map';
import { pageWithSizedPictures, imageSettingsOf } from '@/features/articles/sizedPictures';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { articleHotCall, getArticlesCall } from '../calls';
import type { ArticlePage, ArticleSummary } from '@/features/articles/article.types';
import type { MostReadLists } from '../mostRead.types';

/** One page (0-based, 20 a page) of a column's articles (of one type with typeScreen), with the extras page 0 carries. */
export async function getArticles(
  columnId: number,
  page = 0,
  options: { signal?: AbortSignal; typeScreen?: number } = {},
): Promise<ArticlePage> {
  const [raw, config] = await Promise.all([
    platformCall(getArticlesCall, { columnId, page, typeScreen: options.typeScreen }, { signal: options.signal }),
    getSiteConfig(),
  ]);
  return pageWithSizedPictures(mapArticlePage(raw), imageSettingsOf(config));
}

/** How many hot articles the search screen ranks. */
const HOT_SHOWN = 10;

/** articleHot: the site's most read recent articles, most read first (none when the call fails: secondary). */
export async function getHotArticles(): Promise<ArticleSummary[]> {
  return (await platformCall(articleHotCall, { count: HOT_SHOWN })).list.map(mapArticleSummary);
}

/** How many articles each most-read period ranks (docs/product.md §7, most read). */
const MOST_READ_SHOWN = 5;

/** The most read of the day and of the week (articleHot with days), most read first; empty when the call fails. */
export async function getMostRead(): Promise<MostReadLists> {
  const [day, week] = await Promise.all([
    platformCall(articleHotCall, { count: MOST_READ_SHOWN, days: 1 }),
    platformCall(articleHotCall, { count: MOST_READ_SHOWN, days: 7 }),
  ]);
  return { day: day.list.map(mapArticleSummary), week: week.list.map(mapArticleSummary) };
}
