import { activityDetail } from '@/lib/routeModules/activity';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { ActivityPage } from '@/components/activity/ActivityPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = activityDetail.generateMetadata;

/** activityDetail: `/activityDetail/{id}.html` (docs/product.md §2), public and cached. */
export default async function ActivityDetailRoute(props: RouteProps) {
  const { data, seo } = await activityDetail.load(props);
  return (
    <>
      <ActivityPage activity={data.activity} entries={data.entries} />
      <JsonLd page={seo} />
    </>
  );
}
