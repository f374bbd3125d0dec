import { specMore } from '@/features/columns/special.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ArticleListPage } from '@/features/articleList/ArticleListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = specMore.generateMetadata;

/** specMore: `/specMore/{columnId}.html`, every article of one special-topic sub-column, page after page. */
export default async function SpecMorePage(props: RouteProps) {
  const { data, seo } = await specMore.load(props);
  const { column, page } = data;
  return (
    <>
      <PreviewImage page={seo} />
      <ArticleListPage
        title={column.name}
        articles={page.articles}
        hasMore={page.hasMore}
        source={{ kind: 'column', id: column.id }}
        columnStyle={column.style}
        leftThumbnail={data.config.leftListLayout}
      />
      <JsonLd page={seo} />
    </>
  );
}
