import { topicDetail } from '@/features/qa/qa.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { TopicPage } from '@/features/qa/TopicPage';
import { TopicListPage } from '@/features/qa/TopicListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = topicDetail.generateMetadata;

/** topicDetail: `/topicDetail/{id?}.html`, 'ask-bar topic'; without an id, the ask bar's topics (docs/product.md §2). */
export default async function TopicDetailRoute(props: RouteProps) {
  const { data, seo } = await topicDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? (
        <TopicListPage title={data.title} topics={data.topics} />
      ) : (
        <TopicPage data={data.data} comments={data.comments} />
      )}
      <JsonLd page={seo} />
    </>
  );
}
