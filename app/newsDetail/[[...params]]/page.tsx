import { articleRoute, type ArticleRouteProps } from '@/lib/article/articleRoute';
import { ArticlePage } from '@/components/article/ArticlePage';

const route = articleRoute('newsDetail');
export const generateMetadata = route.generateMetadata;

/** newsDetail: `/newsDetail/{columnId?}/{id?}.html` (SPEC section 2). */
export default async function NewsDetailPage(props: ArticleRouteProps) {
  const { article, config, canonicalPath } = await route.load(props);
  return <ArticlePage article={article} config={config} canonicalPath={canonicalPath} toBottom />;
}
