import { activityDetail } from '@/features/activities/activity.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ActivityPage } from '@/features/activities/ActivityPage';
import { ActivityListPage } from '@/features/activities/ActivityListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';
import { CommentsSection } from '@/features/comments/CommentsSection';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { activityDetailRoute } from '@/features/activities/paths';
import { PageShare } from '@/features/share/PageShare';
import { SHARE_OBJECT } from '@/features/share/shareTarget';

export const generateMetadata = activityDetail.generateMetadata;

/** activityDetail: `/activityDetail/{id?}.html` (docs/product.md §2), public and cached; without an id, the activities. */
export default async function ActivityDetailRoute(props: RouteProps) {
  const { data, seo } = await activityDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? (
        <ActivityListPage title={data.title} activities={data.activities} />
      ) : (
        <>
          <ActivityPage
            activity={data.activity}
            entries={data.entries}
            comments={
              <CommentsSection
                sourceType={COMMENT_SOURCE.activity}
                sourceId={data.activity.id}
                comments={data.comments}
                path={activityDetailRoute.href({ id: data.activity.id })}
              />
            }
          />
          <PageShare
            seo={seo}
            config={data.config}
            object={{ id: data.activity.id, eventObject: SHARE_OBJECT.activity }}
          />
        </>
      )}
      <JsonLd page={seo} />
    </>
  );
}
