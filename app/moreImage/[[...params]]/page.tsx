import { moreImage } from '@/features/columns/column.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ArticleListPage } from '@/features/articleList/ArticleListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = moreImage.generateMetadata;

/** moreImage: `/moreImage/{id?}.html`, the photo sets of a column, three pictures a card, page after page. */
export default async function MoreImagePage(props: RouteProps) {
  const { data, seo } = await moreImage.load(props);
  const { column, page } = data;
  return (
    <>
      <PreviewImage page={seo} />
      <ArticleListPage
        title={data.title}
        articles={page.articles}
        hasMore={page.hasMore}
        source={{ kind: 'column', id: column.id, typeScreen: data.typeScreen }}
        columnStyle="threePics"
        leftThumbnail={data.config.leftListLayout}
      />
      <JsonLd page={seo} />
    </>
  );
}
