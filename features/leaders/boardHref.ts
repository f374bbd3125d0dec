/** The address of the leaders' message board: a region, one of its leaders, a page (0-based) of that leader's messages. */
export function leaderBoardHref(regionId: number, leaderId: number | null, page = 0): string {
  const query = new URLSearchParams({ regionId: String(regionId) });
  if (leaderId !== null) query.set('leaderId', String(leaderId));
  if (page > 0) query.set('page', String(page));
  return `/LeaderViewList.html?${query}`;
}
