import { seekArticleDetail } from '@/features/tipoffs/submission.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { SeekArticlePage } from '@/features/tipoffs/SeekArticlePage';
import { SeekListPage } from '@/features/tipoffs/SeekListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = seekArticleDetail.generateMetadata;

/** seekArticleDetail: `/seekArticleDetail/{linkID?}/{id?}.html`, a call for articles and its submitting form; without an id, the calls (docs/product.md §2). */
export default async function SeekArticleDetailRoute(props: RouteProps) {
  const { data, seo } = await seekArticleDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? (
        <SeekListPage title={data.title} seeks={data.seeks} />
      ) : (
        <SeekArticlePage seek={data.seek} />
      )}
      <JsonLd page={seo} />
    </>
  );
}
