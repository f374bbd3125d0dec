import { getLeaderBoard } from '@/features/leaders/server/leaders';
import type { LeaderBoardPage, LeaderMessage } from '@/features/leaders/leader.types';
import { buildJsonLd } from '@/lib/seo/jsonLd';
import { absoluteUrl } from '@/lib/routing/site';
import { LeaderViewList } from './leader.page';

// The board's JSON-LD lists the shown messages, each with an address (Google's ListItem requires its
// url): a message has no page of its own, so its place on the board (docs/decisions/0095).
jest.mock('@/features/leaders/server/leaders', () => ({ getLeaderBoard: jest.fn() }));
jest.mock('@/lib/routing/pageQuery', () => ({
  pageRequest: async () => ({ query: new URLSearchParams('regionId=2&leaderId=5') }),
  pageQuery: async () => new URLSearchParams('regionId=2&leaderId=5'),
}));
jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: async () => ({ appName: '高原新闻' }) }));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const message = (id: number): LeaderMessage => ({
  id,
  leaderId: 5,
  author: '读者',
  title: `留言${id}`,
  content: '内容',
  createdAt: '2026-11-20T01:00:00.000Z',
  status: 'answered',
  answer: '答复',
  answeredBy: '市政府办公室',
  answeredAt: '2026-11-21T01:00:00.000Z',
});

it("lists the leader's messages in the JSON-LD, each at its place on the board", async () => {
  const leader = { id: 5, name: '张三', post: '市长', photo: '', intro: '', answeredCount: 2 };
  const board: LeaderBoardPage = {
    region: { id: 2, name: '拉萨市' },
    parent: null,
    topRegions: [],
    children: [],
    leaders: [leader],
    leader,
    messages: [message(11), message(12)],
    page: 0,
    hasMore: false,
  };
  jest.mocked(getLeaderBoard).mockResolvedValue(board);
  const { seo } = await LeaderViewList.load();
  const graph = buildJsonLd(seo, {
    site: { name: '高原新闻', logoUrl: '', shareLogoUrl: '' },
    locale: 'cn',
    queryTitle: null,
  });
  const list = (graph!['@graph'] as { mainEntity?: { itemListElement: { url: string }[] } }[])[0]!.mainEntity!;
  expect(list.itemListElement.map((item) => item.url)).toEqual([
    absoluteUrl('/LeaderViewList.html?regionId=2&leaderId=5#message-11'),
    absoluteUrl('/LeaderViewList.html?regionId=2&leaderId=5#message-12'),
  ]);
});
