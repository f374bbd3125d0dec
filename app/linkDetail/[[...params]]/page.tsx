import { articleRoute, type ArticleRouteProps } from '@/lib/article/articleRoute';
import { ArticlePage } from '@/components/article/ArticlePage';
import { ExternalLinkCard } from '@/components/article/ExternalLinkCard';

const route = articleRoute('linkDetail');
export const generateMetadata = route.generateMetadata;

/** linkDetail: `/linkDetail/{id}.html`, a link (4) or H5 (12) article leading out to its address. */
export default async function LinkDetailPage(props: ArticleRouteProps) {
  const { article, config, canonicalPath } = await route.load(props);
  const media = article.linkUrl ? <ExternalLinkCard url={article.linkUrl} kind={article.kind} /> : null;
  return <ArticlePage article={article} config={config} canonicalPath={canonicalPath} media={media} />;
}
