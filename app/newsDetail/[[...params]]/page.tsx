import { newsDetail } from '@/features/articles/article.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ArticlePage } from '@/features/articles/ArticlePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = newsDetail.generateMetadata;

/** newsDetail: `/newsDetail/{columnId?}/{id}.html` (docs/product.md §2), with the jump to the end. */
export default async function NewsDetailPage(props: RouteProps) {
  const { data, seo } = await newsDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <ArticlePage
        article={data.article}
        config={data.config}
        canonicalPath={data.canonicalPath}
        comments={data.comments}
        recommended={data.recommended}
        mostRead={data.mostRead}
        toBottom
      />
      <JsonLd page={seo} />
    </>
  );
}
