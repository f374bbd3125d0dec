import { activityVote } from '@/features/activities/vote.route';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { VotePage } from '@/features/activities/VotePage';

export const generateMetadata = activityVote.generateMetadata;

/** activityVote: `/activityVote/{linkID?}/{id}.html` (docs/product.md §2): sign-in to vote, safe area, 'vote activity detail'. */
export default async function ActivityVoteRoute(props: RouteProps) {
  const { data } = await activityVote.load(props);
  return <VotePage reader={data.reader} data={data.data} filter={data.filter} path={data.path} linkID={data.linkID} />;
}
