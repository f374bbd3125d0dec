import { activityVoteWeb } from '@/features/activities/vote.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { VoteResultPage } from '@/features/activities/VoteResultPage';

export const generateMetadata = activityVoteWeb.generateMetadata;

/** activityVoteWeb: `/activityVoteWeb/{linkID?}/{id}.html` (docs/product.md §2): the results, for anyone. */
export default async function ActivityVoteWebRoute(props: RouteProps) {
  const { data } = await activityVoteWeb.load(props);
  return <VoteResultPage reader={data.reader} data={data.data} path={data.path} linkID={data.linkID} />;
}
