import { route } from '@/lib/routing/route';

// The leaders' message board's facts (docs/decisions/0039; docs/product.md §2).

/** LeaderViewList: `/LeaderViewList.html?regionId=&leaderId=&page=`, the leaders' message board. */
export const leaderViewListRoute = route({
  name: 'LeaderViewList',
  public: true,
  query: ['regionId', 'leaderId', 'page'],
});

/** The address of the board: a region, one of its leaders, a page (0-based) of that leader's messages. */
export function leaderBoardHref(regionId: number, leaderId: number | null, page = 0): string {
  // A platform that answers one region's leaders names no region (0): the board is addressed without one.
  return leaderViewListRoute.href(undefined, {
    regionId: regionId > 0 ? regionId : null,
    leaderId,
    page: page > 0 ? page : null,
  });
}

/** The id of a message's item on the board (`message-12`): its address in the page's JSON-LD. */
export function leaderMessageAnchor(messageId: number): string {
  return `message-${messageId}`;
}
