import type { Metadata } from 'next';
import { getSiteConfig } from '@/lib/platform/api/config';
import { loadArticle } from './loadArticle';
import { articleMetadata } from './metadata';
import { queryTitle } from '@/lib/http/queryTitle';

export type ArticleRouteName = 'newsDetail' | 'imageDetail' | 'videoDetail' | 'linkDetail';
export type ArticleRouteProps = { params: Promise<{ params?: string[] }> };

/** What the article detail routes share: loading, canonical path and metadata. */
export function articleRoute(route: ArticleRouteName) {
  // linkDetail has no column segment (SPEC section 2: /linkDetail/{id}.html).
  const canonicalPath = (article: { id: number; columnId: number }) =>
    route === 'linkDetail' ? `/linkDetail/${article.id}.html` : `/${route}/${article.columnId}/${article.id}.html`;

  async function load({ params }: ArticleRouteProps) {
    const [article, config] = await Promise.all([loadArticle((await params).params), getSiteConfig()]);
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
