import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ArticleKind } from '@/lib/types/article';
import { articlePath } from '@/lib/articlePath';
import { PATH_HEADER } from '@/lib/http/requestHeaders';
import { getSiteConfig } from '@/lib/platform/api/config';
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
 * search engines see one address. docs/decisions/0004-article-route-of-the-wrong-type.md.
 */
async function redirectToOwnRoute(route: ArticleRouteName, article: ArticleDetail): Promise<void> {
  if (ROUTE_KINDS[route].includes(article.kind) || !REDIRECTABLE.includes(article.kind)) return;
  const target = articlePath({ id: article.id, columnId: article.columnId, kind: article.kind, linkId: 0, subColumnId: 0, linkUrl: article.linkUrl });
  const path = (await headers()).get(PATH_HEADER) ?? '';
  const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  redirect(`${target.href}${query}`);
}

/** What the article detail routes share: loading, canonical path and metadata. */
export function articleRoute(route: ArticleRouteName) {
  // linkDetail has no column segment (SPEC section 2: /linkDetail/{id}.html).
  const canonicalPath = (article: { id: number; columnId: number }) =>
    route === 'linkDetail' ? `/linkDetail/${article.id}.html` : `/${route}/${article.columnId}/${article.id}.html`;

  async function load({ params }: ArticleRouteProps) {
    const [article, config] = await Promise.all([loadArticle((await params).params), getSiteConfig()]);
    await redirectToOwnRoute(route, article);
    return { article, config, canonicalPath: canonicalPath(article) };
  }

  async function generateMetadata(props: ArticleRouteProps): Promise<Metadata> {
    const { article, config, canonicalPath: path } = await load(props);
    const metadata = articleMetadata(article, config, path);
    const fromQuery = await queryTitle();
    return fromQuery ? { ...metadata, title: fromQuery } : metadata;
  }

  return { load, generateMetadata };
}
