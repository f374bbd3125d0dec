/**
 * The public record through the dialect layer (docs/decisions/0074): every real answer a live
 * site's test suite recorded, and answers reconstructed from the public gateway's and CMS's
 * sources, go through the wire (lib/platform/request.ts: the dialect layer, the schemas) and the
 * pages' own server loaders into our types, with their content: titles, every inline picture,
 * bylines, summaries, the live's own id, comments, search results. Each fixture names its public
 * source (tests/contract/public/fixtures.ts). A recorded answer no call of ours reads is listed
 * below with the reason, so no answer of the record goes unread without one.
 */
import { forgetProcessWide } from '@/lib/processWide.mjs';
import { installFakePlatform, type FakePlatform, type PlatformCall } from '../../support/fakePlatform';
import { dataOf, RECONSTRUCTED, RECORDED, type ReconstructedFixture, type RecordedFixture } from './fixtures';

// Set before any platform module loads (they read it once): a real site's home column, no content cache.
process.env.XY_API_BASE_URL = 'http://127.0.0.1:9';
process.env.XY_HOME_COLUMN_ID = '24';
process.env.CONTENT_CACHE_SECONDS = '0';

jest.setTimeout(30_000);

/** What the gateway (g1, bare) and the 2020 platform (g2, the envelope) answer for getConfig: its startup JSON, no SPEC.md xyApi block. */
const CONFIG_BODY = {
  g1: JSON.stringify({ version: 1587966471000, rootUrl: 'https://img1.example.cn/', ssoUrl: '', list: [] }),
  g2: JSON.stringify({ status: 0, message: 'success', data: { version: 1587966471000, rootUrl: 'https://img1.example.cn/', list: [] } }),
} as const;
type PublicGeneration = keyof typeof CONFIG_BODY;

type Bodies = Readonly<Record<string, string>>;

/** Runs `body` against a platform that answers `bodies` (by call name) as the given generation; the rest as their definitions allow. */
async function onPlatform<T>(generation: PublicGeneration, bodies: Bodies, body: () => Promise<T>): Promise<{ result: T; calls: PlatformCall[] }> {
  // Process-wide state starts afresh: the shared answers and the generation the last config showed.
  forgetProcessWide();
  const platform: FakePlatform = installFakePlatform((call) => {
    if (call.name === 'getConfig') return new Response(CONFIG_BODY[generation]);
    const text = bodies[call.name];
    return text === undefined ? undefined : new Response(text);
  });
  try {
    return { result: await body(), calls: platform.calls };
  } finally {
    platform.uninstall();
  }
}

const loaders = async () => ({
  ...(await import('@/features/articles/server/content')),
  ...(await import('@/features/columns/server/columns')),
  ...(await import('@/features/columns/server/articles')),
  ...(await import('@/features/columns/server/modules')),
  ...(await import('@/features/columns/server/subscriptions')),
  ...(await import('@/features/comments/server/comments')),
  ...(await import('@/features/live/server/view')),
  ...(await import('@/features/live/server/coming')),
  ...(await import('@/features/search/server/search')),
  ...(await import('@/features/leaders/server/leaders')),
  ...(await import('@/features/accounts/server/accounts')),
  ...(await import('@/features/paper/server/paper')),
  ...(await import('@/lib/platform/errors')),
});

const WRITER = { memberToken: 'member-token', device: '11111111-2222-3333-4444-555555555555' };

/** An answer's data of the recorded fixture, as a record. */
const record = (fixture: RecordedFixture) => dataOf(fixture) as Record<string, unknown>;
const items = (fixture: RecordedFixture) => dataOf(fixture) as Record<string, unknown>[];

// ---------------------------------------------------------------------------------------------
// The recorded answers of the 2020 platform (jiangbm/XFJ_FZ_API, ceshi107007/XFJ).

type Check = (fixture: RecordedFixture) => Promise<void>;

const RECORDED_CHECKS: Readonly<Record<string, Check>> = {
  async getArticleContent(fixture) {
    const { getArticleContent } = await loaders();
    const data = dataOf(fixture);
    const { result: article } = await onPlatform('g2', { getArticleContent: JSON.stringify(fixture.answer) }, () => getArticleContent(4061));
    if (data === 'empty') {
      // "empty" is the 2020 platform's missing article: a 404, never a 503.
      expect(article).toBeNull();
      return;
    }
    const raw = data as { title: string; author: string; source: string; pic_list: string[]; images: { imagearray: { imageUrl: string }[] }[]; countClick: number; picBig: string };
    expect(article).not.toBeNull();
    expect(article!.title).toBe(raw.title);
    const inline = raw.images.flatMap((group) => group.imagearray.map((image) => image.imageUrl));
    expect(inline.length).toBeGreaterThan(0);
    // Every inline picture is in the body, at its place, and no placeholder is left.
    expect(article!.bodyHtml.match(/<img /g)).toHaveLength(inline.length);
    for (const url of inline) expect(article!.bodyHtml).toContain(`src="${url}"`);
    expect(article!.bodyHtml).not.toMatch(/IMAGEARRAY|<title|<meta/);
    expect(article!.bylines).toEqual(expect.arrayContaining([{ role: 'author', name: raw.author }, { role: 'source', name: raw.source }]));
    expect(article!.counts.clicks).toBe(raw.countClick);
    expect(article!.image.big).toBe(raw.picBig);
    // pic_list_title holds the title picture's URL there, never a caption.
    expect(article!.pictures.map((picture) => picture.caption)).toEqual(raw.pic_list.map(() => ''));
  },

  async moduleView(fixture) {
    const { getModuleGroup } = await loaders();
    // The answer names neither the group nor its title: the title is the one a column's module row shows.
    const row = { status: 0, message: 'success', data: { list: [], modules: [{ id: 18, title: '领导之窗', type: 7, list: [{ id: 1, cmiName: '于伟国' }] }] } };
    const { result: group } = await onPlatform(
      'g2',
      { moduleView: JSON.stringify(fixture.answer), getArticles: JSON.stringify(row) },
      () => getModuleGroup(18),
    );
    const data = record(fixture);
    if (!Array.isArray(data.list)) {
      // status -1 with data {} ("target user not exist"): a 404, not an empty page.
      expect(group).toBeNull();
      return;
    }
    expect(group!.items.map((item) => item.name)).toEqual((data.list as { cmiName: string }[]).map((item) => item.cmiName));
    expect([group!.id, group!.title]).toEqual([18, '领导之窗']);
  },

  async discussView(fixture) {
    const { getCommentPage } = await loaders();
    const { result: page } = await onPlatform('g2', { discussView: JSON.stringify(fixture.answer) }, () => getCommentPage({ sourceType: 0, objectId: 3867, page: 0, order: 'newest' }));
    const list = record(fixture).list as { content: string; userName: string | null }[];
    expect(page.threads.map((thread) => thread.text)).toEqual(list.map((item) => item.content));
    // The record has a member without a name (null): an empty name, not a rejected page.
    expect(page.threads.map((thread) => thread.author.name)).toEqual(list.map((item) => (item.userName ?? '').trim()));
  },

  async delMyDiscuss(fixture) {
    const { deleteComment, isMissing, isPlatformError } = await loaders();
    const inner = record(fixture) as { status: number; data: { fileId: number } };
    const run = onPlatform('g2', { delMyDiscuss: JSON.stringify(fixture.answer) }, () => deleteComment(inner.data.fileId, WRITER));
    if (inner.status === 0) return void (await expect(run).resolves.toBeDefined());
    const error = await run.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isPlatformError(error)).toBe(true);
    // 1: another member's comment (the designed -403); 2: no such comment (a 404).
    if (inner.status === 1) expect((error as { status: number }).status).toBe(-403);
    else expect(isMissing(error)).toBe(true);
  },

  async searchXyRank(fixture) {
    // searchXyRank's items are the ranking's own (id, icon, topic, influence, rank): read as xyRank's.
    const { getXyRanking } = await loaders();
    const { result: ranking } = await onPlatform('g2', { xyRank: JSON.stringify(fixture.answer) }, () => getXyRanking());
    expect(ranking.map((account) => account.name)).toEqual(items(fixture).map((item) => item.topic));
    expect(ranking.map((account) => account.id)).toEqual(items(fixture).map((item) => Number(item.id)));
  },

  async regionleaderView(fixture) {
    const { getLeaderBoard } = await loaders();
    const { result: board, calls } = await onPlatform('g2', { regionleaderView: JSON.stringify(fixture.answer) }, () => getLeaderBoard(3, null, 0));
    expect(calls.find((call) => call.name === 'regionleaderView')?.params.get('regionID')).toBe('3');
    const data = dataOf(fixture);
    if (!Array.isArray(data)) {
      expect(board).toBeNull();
      return;
    }
    expect(board!.leaders.map((leader) => [leader.name, leader.post, leader.photo])).toEqual(data.map((item: Record<string, unknown>) => [item.name, item.duty, item.url]));
  },

  async getLiveArticles(fixture) {
    // Not a call of ours (home's lives come with getArticles), but its items are the real list items.
    const { getArticles } = await loaders();
    const { result: page } = await onPlatform('g2', { getArticles: JSON.stringify(fixture.answer) }, () => getArticles(18, 0));
    const list = record(fixture).list as { fileId: number; title: string; listTitle: string; articleType: number; linkID: number; subColumnID: number; colName: string }[];
    // A list title, where the editors gave one, is what a list shows.
    expect(page.articles.map((article) => article.title)).toEqual(list.map((item) => item.listTitle || item.title));
    for (const [index, item] of list.entries()) {
      // A live opens its own live (linkID), the article id after it; a special topic its sub-column.
      const href = item.articleType === 6 ? `/liveDetail/${item.linkID}/${item.fileId}.html` : `/specDetail/${item.fileId}/${item.subColumnID}.html`;
      expect(page.articles[index]!.href.endsWith(href)).toBe(true);
      // The column is the last part of the path the platform names it by.
      expect(page.articles[index]!.columnName).toBe(item.colName.split('~').at(-1));
    }
  },

  async searchAll(fixture) {
    const { searchAllInTime } = await loaders();
    const { result, calls } = await onPlatform('g2', { searchAll: JSON.stringify(fixture.answer) }, () =>
      searchAllInTime({ keyword: '福建', tclass: -1, order: 'relevance', page: 1 }),
    );
    // On a 2020 platform the search is its searchAll, with its parameters.
    const sent = calls.find((call) => call.name === 'searchAll')!.params;
    expect([sent.get('columnId'), sent.get('key'), sent.get('start'), sent.get('count'), sent.get('curVersions')]).toEqual(['0', '福建', '20', '20', '1']);
    expect(result.articles.map((article) => article.title)).toEqual(items(fixture).map((item) => item.title));
  },
};

/** Recorded answers no call of ours reads, and why. */
const NOT_READ: Readonly<Record<string, string>> = {
  activityCats: 'activity categories: the touch edition lists activities without them (a designed activityList)',
  discuss: 'a write, read through our server code in membersRecord.contract.test.ts',
  fav: 'a write, read through our server code in membersRecord.contract.test.ts',
  myFav: 'the member by userID, items as {articleID, article}: read through our server code in membersRecord.contract.test.ts',
  'api/oauthLogin': 'the SSO (sso-app), refused in the record ("Illegal base64 character"): read through our sign-in in ssoRecord.contract.test.ts',
  'amuc/api/event/convert': 'points (AMUC): members and writes',
  'amuc/api/event/event1': 'points (AMUC): read through our points code in amucRecord.contract.test.ts',
  'amuc/api/event/eventTypes': 'points (AMUC): members and writes',
  'amuc/api/member/score': 'points (AMUC): read through our points page code in amucRecord.contract.test.ts',
  'amuc/api/invitecode/codeImeiRecord': 'invite codes (AMUC): read through our invite code in amucRecord.contract.test.ts',
  'amuc/api/invitecode/getInviteCode': 'invite codes (AMUC): read through our invite page code in amucRecord.contract.test.ts',
};

describe('the recorded answers of the 2020 platform', () => {
  it('are all here: every one read by a check below or listed with the reason none is', () => {
    expect(RECORDED.length).toBeGreaterThanOrEqual(50);
    const unaccounted = RECORDED.filter((fixture) => !(fixture.call in RECORDED_CHECKS) && !(fixture.call in NOT_READ)).map((fixture) => fixture.file);
    expect(unaccounted).toEqual([]);
    for (const fixture of RECORDED) expect(fixture.source.repository).toMatch(/^(jiangbm\/XFJ_FZ_API|ceshi107007\/XFJ)$/);
  });

  const checked = RECORDED.filter((fixture) => fixture.call in RECORDED_CHECKS);
  it.each(checked.map((fixture) => [`${fixture.file} (${fixture.source.repository} ${fixture.source.file}: ${fixture.source.test})`, fixture] as const))(
    '%s',
    async (_, fixture) => {
      await RECORDED_CHECKS[fixture.call]!(fixture);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Answers reconstructed from the gateway's and the CMS's sources.

type ReconstructedCheck = (fixture: ReconstructedFixture) => Promise<void>;

const generationOf = (fixture: ReconstructedFixture): PublicGeneration => (fixture.file.startsWith('g1-') ? 'g1' : 'g2');
const on = <T,>(fixture: ReconstructedFixture, run: () => Promise<T>) => onPlatform(generationOf(fixture), { [fixture.call]: fixture.body }, run);

const RECONSTRUCTED_CHECKS: Readonly<Record<string, ReconstructedCheck>> = {
  async 'g1-getColumns.json'(fixture) {
    const { getTopColumns } = await loaders();
    const { result: columns, calls } = await on(fixture, () => getTopColumns());
    // Home's tabs are the children of the site's own home column (XY_HOME_COLUMN_ID 24).
    expect(calls.find((call) => call.name === 'getColumns')?.params.get('parentColumnId')).toBe('24');
    // The column without a columnType code is one of them: it no longer rejects the list.
    expect(columns.map((column) => column.name)).toEqual(['要闻', '本地', '视频']);
    expect(columns[0]!.hasChildren).toBe(true);
  },
  async 'g1-getColumn.json'(fixture) {
    const { getColumn } = await loaders();
    const columns = RECONSTRUCTED.find((other) => other.file === 'g1-getColumns.json')!.body;
    const { result: column, calls } = await onPlatform('g1', { getColumn: fixture.body, getColumns: columns }, () =>
      getColumn(25),
    );
    // Its children are asked for, since the answer names none.
    expect(calls.find((call) => call.name === 'getColumns')?.params.get('parentColumnId')).toBe('25');
    expect([column!.id, column!.name, column!.hasChildren]).toEqual([25, '要闻', true]);
    expect(column!.children.map((child) => [child.name, child.parentId])).toEqual([
      ['要闻', 25],
      ['本地', 25],
      ['视频', 25],
    ]);
  },
  async 'g2-getColumns-jsonp.json'(fixture) {
    const { getTopColumns } = await loaders();
    const { result: columns } = await on(fixture, () => getTopColumns());
    expect(columns.map((column) => column.id)).toEqual([25, 26, 27]);
  },
  async 'g1-getArticles.json'(fixture) {
    const { getArticles } = await loaders();
    const { result: page } = await on(fixture, () => getArticles(25, 0));
    // The item without a fileId is left out, not the page.
    expect(page.articles.map((article) => [article.id, article.title])).toEqual([
      [4061, '一线微观|全车学员目睹教练被处罚'],
      [923, '直播：春耕'],
      [4062, '第二篇'],
    ]);
    expect(page.articles[0]!.counts).toEqual({ clicks: 412, comments: 3, likes: 2, shares: 0 });
    expect(page.articles[0]!.image.big).toBe('https://img1.example.cn/app/images/2020-04/27/4061.jpg');
    expect(page.articles[1]!.href).toMatch(/\/liveDetail\/18\/923\.html$/);
  },
  async 'g1-getArticleContent.json'(fixture) {
    const { getArticleContent } = await loaders();
    const { result: article } = await on(fixture, () => getArticleContent(4100));
    expect(article!.id).toBe(4100);
    expect(article!.title).toBe('福州发放消费券效果明显');
    expect(article!.summary).toBe('4天拉动消费1.52亿元。');
    expect(article!.bodyHtml.match(/<img /g)).toHaveLength(2);
    expect(article!.bodyHtml).toContain('alt="市民选购商品"');
    expect(article!.bodyHtml).toContain('<video src="https://img1.example.cn/app/video/2020-04/28/c.mp4"');
    expect(article!.bodyHtml).not.toMatch(/ARRAY#/);
    expect(article!.bylines).toEqual([
      { role: 'source', name: '福建日报' },
      { role: 'author', name: '林记者' },
      { role: 'liabilityEditor', name: '王编辑' },
      { role: 'checker', name: '赵审核' },
      { role: 'photographer', name: '陈摄影' },
      { role: 'designer', name: '李美编' },
      { role: 'coordinator', name: '张统筹' },
    ]);
    // The author record is the article's reporter.
    expect(article!.reporter).toEqual({ id: 57, name: '林记者' });
    expect(article!.image.big).toBe('https://img1.example.cn/app/images/2020-04/28/title.jpg');
    expect(article!.counts).toEqual({ clicks: 252, comments: 0, likes: 2, shares: 0 });
  },
  async 'g1-getArticleContent-missing.json'(fixture) {
    const { getArticleContent } = await loaders();
    const { result } = await on(fixture, () => getArticleContent(999999));
    expect(result).toBeNull();
  },
  async 'g1-discussReply.json'(fixture) {
    const { getCommentReplies } = await loaders();
    const { result: thread } = await on(fixture, () => getCommentReplies(4639, 0));
    expect(thread!.main.id).toBe(4639);
    expect(thread!.main.objectId).toBe(4100);
    expect(thread!.replies.map((reply) => reply.text)).toEqual(['同意', '说得好']);
    // The answer holds the replies alone: the first comment is read from its object's comments.
    const objectComments = JSON.stringify({
      list: [{ id: 4639, articleID: 4100, sourceType: 0, userID: 152, userName: '老林', content: '春耕开始了', created: '2020-04-28 10:00:00' }],
      totalCount: 1,
      hasMore: false,
    });
    const { result: whole } = await onPlatform('g1', { discussReply: fixture.body, discussView: objectComments }, () =>
      getCommentReplies(4639, 0),
    );
    expect([whole!.main.id, whole!.main.author.name, whole!.main.text]).toEqual([4639, '老林', '春耕开始了']);
  },
  async 'g1-discussCount.json'(fixture) {
    const { getCommentCount } = await loaders();
    const { result } = await on(fixture, () => getCommentCount({ sourceType: 0, objectId: 4100 }));
    expect(result).toBe(12);
  },
  async 'g1-liveView.json'(fixture) {
    const { getLiveView } = await loaders();
    const { result: live } = await on(fixture, () => getLiveView(18, 0));
    expect([live!.id, live!.title, live!.liveUrl]).toEqual([18, '直播：春耕', 'https://live.example.cn/18.m3u8']);
    expect(live!.reports.map((report) => report.text)).toEqual(['现场报道1', '现场报道2']);
  },
  async 'g1-liveView-page1.json'(fixture) {
    const { getLiveView } = await loaders();
    const { result: live } = await on(fixture, () => getLiveView(18, 1));
    expect(live!.id).toBe(18);
    expect(live!.reports.map((report) => report.text)).toEqual(['现场报道3']);
  },
  async 'g1-liveComing.json'(fixture) {
    const { getComingLives } = await loaders();
    const { result: lives } = await on(fixture, () => getComingLives());
    expect(lives.map((live) => [live.id, live.title, live.bannerUrl])).toEqual([[18, '直播：春耕', 'https://img1.example.cn/nis-pic/18.jpg']]);
  },
  async 'g1-getPaperArticle.json'(fixture) {
    const { getPaperArticle } = await loaders();
    const bodyOf = (file: string) => RECONSTRUCTED.find((other) => other.file === file)!.body;
    const { result: article } = await onPlatform(
      'g1',
      {
        getPaperArticle: fixture.body,
        getPapers: bodyOf('g1-getPapers.json'),
        getPaperLayouts: bodyOf('g1-getPaperLayouts.json'),
        getLatestMaePaper: JSON.stringify({ date: '20201123', layouts: [] }),
      },
      () => getPaperArticle(9001),
    );
    // Its paper is the one whose issue of that day lists its layout; the layout is as that issue lists it.
    expect([article!.id, article!.title, article!.subTitle, article!.date]).toEqual([9001, '头版头条', '副题', '2020-11-23']);
    expect([article!.paperId, article!.paperName, article!.layout.id, article!.layout.no, article!.layout.name]).toEqual([
      1,
      '福建日报',
      501,
      '01',
      '要闻',
    ]);
  },
  async 'g1-getPapers.json'(fixture) {
    const { getPapers } = await loaders();
    const { result: papers } = await on(fixture, () => getPapers());
    expect(papers.map((paper) => [paper.id, paper.name])).toEqual([[1, '福建日报']]);
    // It names no newest issue: the paper is dated by its newest issue (its links, the feeds).
    const newest = JSON.stringify({ paperId: 1, paperName: '福建日报', date: '20201123', layouts: [] });
    const { result: dated } = await onPlatform('g1', { getPapers: fixture.body, getLatestMaePaper: newest }, () =>
      getPapers(),
    );
    expect(dated.map((paper) => paper.latestDate)).toEqual(['2020-11-23']);
  },
  async 'g1-getPaperLayouts.json'(fixture) {
    const { getIssue } = await loaders();
    const { result: issue, calls } = await on(fixture, () => getIssue(1, '2020-11-23'));
    // The gateway takes the date as the CMS writes it.
    expect(calls.find((call) => call.name === 'getPaperLayouts')?.params.get('date')).toBe('20201123');
    expect([issue!.paperId, issue!.date]).toEqual([1, '2020-11-23']);
    // Its `name` is the layout's number and name in one ("01 要闻"): the number addresses the page.
    expect(issue!.layouts.map((layout) => [layout.id, layout.no, layout.name, layout.image.src])).toEqual([
      [501, '01', '要闻', 'https://img1.example.cn/paper/501.jpg'],
      [502, '02', '综合', 'https://img1.example.cn/paper/502.jpg'],
    ]);
  },
  async 'g1-getPaperArticles.json'(fixture) {
    const { getLayout } = await loaders();
    const { result: layout } = await on(fixture, () => getLayout(501));
    expect(layout!.layout.id).toBe(501);
    expect(layout!.articles.map((article) => [article.id, article.title])).toEqual([[9001, '头版头条']]);
  },
  async 'g2-getCats.json'(fixture) {
    const { getSubscriptionPage } = await loaders();
    const { result: page } = await on(fixture, () => getSubscriptionPage(null));
    expect(page!.categories.map((category) => [category.id, category.name])).toEqual([
      [11, '政务'],
      [12, '媒体'],
    ]);
  },
};

describe('answers reconstructed from the gateway’s and the CMS’s sources', () => {
  it('each names its public source and has a check', () => {
    expect(RECONSTRUCTED.map((fixture) => fixture.file).sort()).toEqual(Object.keys(RECONSTRUCTED_CHECKS).sort());
    for (const fixture of RECONSTRUCTED) {
      expect(fixture.source.length).toBeGreaterThan(0);
      for (const source of fixture.source) expect(source.repository).toMatch(/^(intergrate-dev\/(xy-wan-xzw|xy6\.0-xzw)|jiangbm\/XFJ_FZ_API)$/);
    }
  });

  it.each(RECONSTRUCTED.map((fixture) => [`${fixture.file}: ${fixture.note}`, fixture] as const))('%s', async (_, fixture) => {
    await RECONSTRUCTED_CHECKS[fixture.file]!(fixture);
  });
});
