import { tagList } from '@/features/columns/tag.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ArticleListPage } from '@/features/articleList/ArticleListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = tagList.generateMetadata;

/** tagList: `/tagList/{tagId}.html`, the articles carrying one tag, newest first, page after page. */
export default async function TagListPage(props: RouteProps) {
  const { data, seo } = await tagList.load(props);
  const { page } = data;
  return (
    <>
      <PreviewImage page={seo} />
      <ArticleListPage
        title={data.title}
        articles={page.articles}
        hasMore={page.hasMore}
        source={{ kind: 'tag', id: page.tag.id }}
        columnStyle="news"
        leftThumbnail={data.config.leftListLayout}
      />
      <JsonLd page={seo} />
    </>
  );
}
