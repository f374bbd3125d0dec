import { activityApply } from '@/features/activities/activity.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ApplyPage } from '@/features/activities/ApplyPage';

export const generateMetadata = activityApply.generateMetadata;

/** activityApply: `/activityApply/{linkID?}/{id}.html` (docs/product.md §2), a reader's own page. */
export default async function ActivityApplyRoute(props: RouteProps) {
  const { data } = await activityApply.load(props);
  return <ApplyPage reader={data.reader} activity={data.activity} membership={data.membership} path={data.path} />;
}
