import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapArticlePage, mapArticleSummary } from '@/features/articles/article.map';
import { pageWithSizedPictures, imageSettingsOf } from '@/features/articles/sizedPictures';
import { getSiteConfig } from '@/features/site/server/siteConfig';
import { articleHotCall, getArticlesCall } from '../calls';
import type { ArticlePage, ArticleSummary } from '@/features/articles/article.types';

/** One page (0-based, 20 a page) of a column's articles (of one type with typeScreen), with the extras page 0 carries. */
export async function getArticles(columnId: number, page = 0, options: { signal?: AbortSignal; typeScreen?: number } = {}): Promise<ArticlePage> {
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
  return (await platformCall(articleHotCall, HOT_SHOWN)).list.map(mapArticleSummary);
}
