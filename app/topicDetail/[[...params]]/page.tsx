import { topicDetail } from '@/lib/routeModules/qa';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { TopicPage } from '@/components/qa/TopicPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = topicDetail.generateMetadata;

/** topicDetail: `/topicDetail/{id}.html`, 'ask-bar topic' (docs/product.md §2). */
export default async function TopicDetailRoute(props: RouteProps) {
  const { data, seo } = await topicDetail.load(props);
  return (
    <>
      <TopicPage data={data.data} comments={data.comments} />
      <JsonLd page={seo} />
    </>
  );
}
