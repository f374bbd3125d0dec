import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getLeaderBoard } from '@/features/leaders/server/leaders';
import { pageParam } from '@/lib/format/paging';
import { leaderBoardHref } from '@/features/leaders/paths';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs } from '../columns/listItems.page';
import { leaderMessageAnchor, leaderViewListRoute } from '@/features/leaders/paths';

/** A positive id query value; absent is null, malformed is a 404 (never a guess). */
function queryId(value: string | null): number | null | 'bad' {
  if (value === null || value === '') return null;
  return /^[1-9]\d{0,11}$/.test(value) ? Number(value) : 'bad';
}

/**
 * LeaderViewList: `/LeaderViewList.html[?regionId=R][&leaderId=L][&page=P]`, the leaders of a region
 * (regionleaderView) and one leader's answered messages, 10 a page. Public and cached: a reader's
 * own pending messages and the form to leave one come from an island after load.
 */
export const LeaderViewList = definePage(leaderViewListRoute, {
  async load() {
    const query = await pageQuery();
    const regionId = queryId(query.get('regionId'));
    const leaderId = queryId(query.get('leaderId'));
    const page = pageParam(query.get('page'));
    if (regionId === 'bad' || leaderId === 'bad' || page === null) notFound();
    const [board, config, t] = await Promise.all([
      getLeaderBoard(regionId, leaderId, page),
      getSiteConfig(),
      getTranslations('leader'),
    ]);
    if (!board) notFound();
    return { board, config, title: t('title') };
  },
  seo({ board, config, title }): PageSeo {
    const path = leaderBoardHref(board.region.id, board.leader?.id ?? null, board.page);
    const name = `${board.region.name} · ${title}`;
    return {
      type: 'collection',
      title: name,
      description: shareText(board.leaders.map((l) => `${l.post}${l.name}`).join('、'), name),
      path,
      // A message has no page of its own: its place on the board is its address.
      items: board.messages.map((m) => ({ name: m.title, path: `${path}#${leaderMessageAnchor(m.id)}` })),
      breadcrumbs: listCrumbs(config.appName, { name, path }),
    };
  },
});
