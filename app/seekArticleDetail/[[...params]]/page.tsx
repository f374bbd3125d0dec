import { seekArticleDetail } from '@/lib/routeModules/submission';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { SeekArticlePage } from '@/components/submission/SeekArticlePage';

export const generateMetadata = seekArticleDetail.generateMetadata;

/** seekArticleDetail: `/seekArticleDetail/{linkID?}/{id}.html`, a call for articles and its submitting form (docs/product.md §2). */
export default async function SeekArticleDetailRoute(props: RouteProps) {
  const { data } = await seekArticleDetail.load(props);
  return <SeekArticlePage seek={data.seek} />;
}
