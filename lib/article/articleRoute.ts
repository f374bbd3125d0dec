import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ArticleKind } from '@/lib/types/article';
import { articlePath } from '@/lib/articlePath';
import { PATH_HEADER } from '@/lib/http/requestHeaders';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { loadArticle } from './loadArticle';
import { articleMetadata } from './metadata';
import { queryTitle } from '@/lib/http/queryTitle';
import type { ArticleDetail } from '@/lib/types/articleDetail';

export type ArticleRouteName = 'newsDetail' | 'imageDetail' | 'videoDetail' | 'linkDetail';
export type ArticleRouteProps = { params: Promise<{ params?: string[] }> };

/** The article types each detail route renders as their own (SPEC sections 2 and 3). */
const ROUTE_KINDS: Record<ArticleRouteName, readonly ArticleKind[]> = {
  newsDetail: ['news'],
  imageDetail: ['photos'],
  videoDetail: ['video'],
  linkDetail: ['link', 'h5'],
};
/** Kinds whose own page is built; the others (special topic, live) render where they are opened. */
const REDIRECTABLE: readonly ArticleKind[] = ['news', 'photos', 'video', 'link', 'h5'];

/**
 * An id opened on the wrong route (a video on /newsDetail, say, from an old or hand-made link)
 * goes to its own route (307, query kept), so the reader gets the player or viewer it needs and
 * search engines see one address. docs/decisions/0006-article-route-of-the-wrong-type.md.
 */
async function redirectToOwnRoute(route: ArticleRouteName, article: ArticleDetail): Promise<void> {
  if (ROUTE_KINDS[route].includes(article.kind) || !REDIRECTABLE.includes(article.kind)) return;
  const target = articlePath({ id: article.id, columnId: article.columnId, kind: article.kind, linkId: 0, subColumnId: 0, linkUrl: article.linkUrl });
  redirect(`${target.href}${await requestQuery()}`);
}

/** The request's query string ('' or '?…'), as proxy.ts passed it on. */
async function requestQuery(): Promise<string> {
  const path = (await headers()).get(PATH_HEADER) ?? '';
  return path.includes('?') ? path.slice(path.indexOf('?')) : '';
}

/**
 * `?poster=1`: the poster variant (myArticleContent), the page a share poster is drawn from.
 * SPEC section 4: no preview banner on posters; never indexed, whatever the article's state.
 */
async function isPosterRequest(): Promise<boolean> {
  const flag = new URLSearchParams(await requestQuery()).get('poster');
  return flag === '1' || flag === 'true';
}

/** What the article detail routes share: loading, canonical path and metadata. */
export function articleRoute(route: ArticleRouteName) {
  // linkDetail has no column segment (SPEC section 2: /linkDetail/{id}.html).
  const canonicalPath = (article: { id: number; columnId: number }) =>
    route === 'linkDetail' ? `/linkDetail/${article.id}.html` : `/${route}/${article.columnId}/${article.id}.html`;

  async function load({ params }: ArticleRouteProps) {
    const poster = await isPosterRequest();
    const [article, config] = await Promise.all([loadArticle((await params).params, poster), getSiteConfig()]);
    await redirectToOwnRoute(route, article);
    return { article, config, canonicalPath: canonicalPath(article), poster };
  }

  async function generateMetadata(props: ArticleRouteProps): Promise<Metadata> {
    const { article, config, canonicalPath: path, poster } = await load(props);
    const metadata = articleMetadata(article, config, path, { noindex: poster });
    const fromQuery = await queryTitle();
    return fromQuery ? { ...metadata, title: fromQuery } : metadata;
  }

  return { load, generateMetadata };
}
