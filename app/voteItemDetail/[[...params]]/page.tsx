import { voteItemDetail } from '@/features/activities/vote.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { VoteOptionPage } from '@/features/activities/VoteOptionPage';

export const generateMetadata = voteItemDetail.generateMetadata;

/** voteItemDetail: `/voteItemDetail/{id?}/{voteId}/{optionId}.html` (docs/product.md §2): sign-in to vote. */
export default async function VoteItemDetailRoute(props: RouteProps) {
  const { data } = await voteItemDetail.load(props);
  return <VoteOptionPage reader={data.reader} data={data.data} path={data.path} activityId={data.activityId} />;
}
