import { activityVote } from '@/features/activities/vote.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { VotePage } from '@/features/activities/VotePage';
import { PageShare } from '@/features/share/PageShare';
import { SHARE_OBJECT } from '@/features/share/shareTarget';

export const generateMetadata = activityVote.generateMetadata;

/** activityVote: `/activityVote/{linkID?}/{id}.html` (docs/product.md §2): sign-in to vote, safe area, 'vote activity detail'. */
export default async function ActivityVoteRoute(props: RouteProps) {
  const { data, seo } = await activityVote.load(props);
  return (
    <>
      <VotePage reader={data.reader} data={data.data} filter={data.filter} path={data.path} linkID={data.linkID} />
      {/* A vote is an activity's: its shares are the activity's event (object type 4). */}
      {data.data ? (
        <PageShare
          seo={seo}
          config={data.config}
          object={{ id: data.data.info.id, eventObject: SHARE_OBJECT.activity }}
        />
      ) : null}
    </>
  );
}
