/**
 * The recorded writes of the 2020 platform through our server code (docs/decisions/0085): the
 * discuss and fav answers of jiangbm/XFJ_FZ_API (App_Discuss/output.xml, App_Interact/output.xml),
 * `{value: "true"}` without what was written, read as done; the form names the member from the
 * session (userID, userName, siteID) as the recorded requests do, and the comment is read back.
 */
import { forgetProcessWide } from '@/lib/processWide.mjs';
import { installFakePlatform, type PlatformCall } from '../../support/fakePlatform';
import { RECORDED, type RecordedFixture } from './fixtures';

process.env.XY_API_BASE_URL = 'http://127.0.0.1:9';
process.env.CONTENT_CACHE_SECONDS = '0';

const G2_CONFIG = JSON.stringify({ status: 0, message: 'success', data: { version: 1, list: [] } });
const fixture = (call: string): RecordedFixture => RECORDED.find((recorded) => recorded.call === call)!;
const member = { id: '152', name: '用户108' };
const writer = { memberToken: 'member-token', device: 'dev-1', member };

async function onG2(bodies: Record<string, string>, run: () => Promise<unknown>) {
  forgetProcessWide();
  const platform = installFakePlatform((call) =>
    call.name === 'getConfig' ? new Response(G2_CONFIG) : bodies[call.name] === undefined ? undefined : new Response(bodies[call.name]),
  );
  try {
    return { result: await run(), calls: platform.calls as PlatformCall[] };
  } finally {
    platform.uninstall();
  }
}

describe('the recorded writes, as our server writes them', () => {
  it('discuss: {value:"true"} is a comment written, read back from myDiscuss; the form names the member, parent -1', async () => {
    const { postComment } = await import('@/features/comments/server/comments');
    const recorded = fixture('discuss');
    const mine = { status: 0, message: 'success', data: { list: [{ id: 9001, articleID: 3867, sourceType: 0, parentID: 0, content: '评论内容提交', userID: 152, userName: '用户108' }] } };
    const { result, calls } = await onG2({ discuss: JSON.stringify(recorded.answer), myDiscuss: JSON.stringify(mine) }, () =>
      postComment({ sourceType: 0, objectId: 3867, parentId: 0, content: '评论内容提交' }, writer),
    );
    expect(result).toMatchObject({ id: 9001, text: '评论内容提交', objectId: 3867 });
    const sent = calls.find((call) => call.name === 'discuss')!.params;
    // The recorded request: rootID, content, userID, userName, siteid, sourceType, channel.
    const recordedForm = new URLSearchParams(recorded.request.data);
    for (const key of ['rootID', 'content', 'sourceType']) expect(sent.get(key)).toBe(recordedForm.get(key));
    expect([sent.get('userID'), sent.get('userName'), sent.get('siteID'), sent.get('parentID'), sent.get('channel')]).toEqual(['152', '用户108', '1', '-1', '1']);
    expect(calls.find((call) => call.name === 'myDiscuss')!.params.get('userID')).toBe('152');
  });

  it('fav: {value:"true"} is the article collected', async () => {
    const { setCollected } = await import('@/features/member/server/favorites');
    const { result, calls } = await onG2({ fav: JSON.stringify(fixture('fav').answer) }, () =>
      setCollected({ accessToken: 'member-token', device: 'dev-1' }, 4229, true),
    );
    expect(result).toBe(true);
    // The member is the handler's (lib/platform/asker.ts); without one no member is named.
    expect(calls.find((call) => call.name === 'fav')!.params.get('userID')).toBeNull();
  });

  it('fav removed: sent as the real favCancel (a GET: articleID, type 0, cancel 1), never as a fav, which on the real platform collects', async () => {
    const { setCollected } = await import('@/features/member/server/favorites');
    const { result, calls } = await onG2({ favCancel: JSON.stringify(fixture('fav').answer) }, () =>
      setCollected({ accessToken: 'member-token', device: 'dev-1' }, 4229, false),
    );
    expect(result).toBe(false);
    expect(calls.map((call) => call.name).filter((name) => name !== 'getConfig')).toEqual(['favCancel']);
    // As the public suite sends it (FavCommon.robot): a GET naming the article, type 0, cancel 1.
    const sent = calls.find((call) => call.name === 'favCancel')!;
    expect([sent.method, sent.params.get('articleID'), sent.params.get('type'), sent.params.get('cancel')]).toEqual([
      'GET',
      '4229',
      '0',
      '1',
    ]);
  });

  it('delMyDiscuss: the recorded "only your own" is the refusal the reader is told, a GET naming fileId and the member', async () => {
    const { deleteComment } = await import('@/features/comments/server/comments');
    const notYours = RECORDED.find((recorded) => recorded.call === 'delMyDiscuss' && JSON.stringify(recorded.answer).includes('只能删除自己的评论'))!;
    const { calls } = await onG2({ delMyDiscuss: JSON.stringify(notYours.answer) }, () =>
      deleteComment(5, writer).then(
        () => 'deleted',
        (error: Error) => error.message,
      ),
    ).then(async (outcome) => {
      expect(outcome.result).toBe('只能删除自己的评论');
      return outcome;
    });
    const call = calls.find((sent) => sent.name === 'delMyDiscuss')!;
    expect([call.method, call.params.get('fileId'), call.params.get('userID')]).toEqual(['GET', '5', '152']);
  });

  it.each(RECORDED.filter((recorded) => recorded.call === 'myFav').map((recorded) => [recorded.file, recorded] as const))(
    'myFav: %s (App_Interact/output.xml) is our collection page, asked as the real myFav (a POST, page)',
    async (_, recorded) => {
      const { getCollection } = await import('@/features/member/server/favorites');
      const { result, calls } = await onG2({ myFav: JSON.stringify(recorded.answer) }, () =>
        getCollection({ accessToken: 'member-token', device: 'dev-1' }, 0),
      );
      const sent = calls.find((call) => call.name === 'myFav')!;
      expect([sent.method, sent.params.get('page')]).toEqual(['POST', '0']);
      const list = (recorded.answer as { data: { list: { articleID: number; title: string; article: { title: string } | null }[] } }).data.list;
      const page = result as { items: { article: { id: number; title: string }; collectedAt: string | null }[] };
      expect(page.items.map((item) => item.article.id)).toEqual(list.map((item) => item.articleID));
      // A title on every item: the article's (its list title where it has one), or the item's own where the article is gone.
      expect(page.items.every((item) => item.article.title.trim() !== '')).toBe(true);
      const gone = list.findIndex((item) => item.article === null);
      if (gone !== -1) expect(page.items[gone]!.article.title).toBe(list[gone]!.title);
      if (page.items.length > 0) expect(page.items[0]!.collectedAt).toMatch(/^2020-04-30T/);
    },
  );

  it("report: a comment's report is the real expose (rootID, sourceType 0, type the reason, reason the words), its {value:\"true\"} taken", async () => {
    const { sendReport } = await import('@/features/reports/server/reports');
    const input = { kind: 'comment' as const, id: 9001, reason: 9, content: '广告', device: 'dev-1' };
    const { result, calls } = await onG2({ expose: JSON.stringify({ status: 0, message: 'success', data: { value: 'true' } }) }, () =>
      sendReport(input, { token: 'member-token', device: 'dev-1' }),
    );
    expect(result).toEqual({ id: 0, again: false });
    const sent = calls.find((call) => call.name === 'expose')!.params;
    expect([sent.get('rootID'), sent.get('sourceType'), sent.get('type'), sent.get('reason')]).toEqual(['9001', '0', '9', '广告']);
  });

  it('vote: sent as the gateway\'s vote (voteID, voteResult), its {result:"true"} taken and the counts read back; {result:"false"} refused in the platform\'s words', async () => {
    const { castVote } = await import('@/features/activities/server/votes');
    const { asAsker } = await import('@/lib/platform/asker');
    const result = JSON.stringify({
      status: 0,
      message: 'success',
      data: { voteId: 4001, title: '评选', totalVotes: 31, leftToday: 2, list: [{ id: 7, name: '甲', count: 12, rank: 1, percent: 38.7 }] },
    });
    // NisApiController.vote of intergrate-dev/xy-wan-xzw prints VoteService's {result, failureInfo}.
    const done = JSON.stringify({ result: 'true', failureInfo: '' });
    const { result: cast, calls } = await onG2({ vote: done, voteResult: result }, () =>
      asAsker({ device: 'dev-1', address: null, member }, () =>
        castVote({ voteId: 4001, optionId: 7, requestId: 'r-1' }, writer),
      ),
    );
    expect(cast).toEqual({ optionId: 7, count: 12, totalVotes: 31, leftToday: 2, leftOnOption: 0 });
    const sent = calls.find((call) => call.name === 'vote')!;
    // VoteInfo's fields; the member is the session's (the handler's asker), never the browser's.
    expect(['voteID', 'voteResult', 'userID', 'userName'].map((key) => sent.params.get(key))).toEqual(['4001', '7', '152', '用户108']);
    expect(sent.method).toBe('POST');
    expect(calls.some((call) => call.name === 'recordVoteCountAndLog')).toBe(false);
    // The result says the votes left: the member's vote info is not asked as well.
    expect(calls.some((call) => call.name === 'vote/info')).toBe(false);

    const tooFast = JSON.stringify({ result: 'false', failureInfo: '您点太快了哦！' });
    const { result: refused } = await onG2({ vote: tooFast }, () =>
      castVote({ voteId: 4001, optionId: 7, requestId: 'r-2' }, writer).then(
        () => 'counted',
        (error: Error) => error.message,
      ),
    );
    expect(refused).toContain('您点太快了哦！');
  });

  it('tipoff: the real form (topic, contactNo, imgUrl; the member from the session), its {value:"true"} read back from the real myTipoff', async () => {
    // Keys as OtherApiManager.myTipoff of intergrate-dev/xy6.0-xzw writes them (platform/test/fixtures/public/reconstructed/myTipoff.json).
    const { sendTipoff } = await import('@/features/tipoffs/server/tipoffs');
    const { asAsker } = await import('@/lib/platform/asker');
    const mine = [
      { docID: 77, title: '路灯坏了', time: '2020-04-30 10:00:00', content: '人民路路灯不亮', isAnswer: '0', status: '0', siteID: '1' },
      { docID: 70, title: '别的', time: '2020-04-29 10:00:00', content: '旧的', isAnswer: '1', status: '2', siteID: '1' },
    ];
    const input = { title: '路灯坏了', content: '人民路路灯不亮', contact: '13800000000', pictureIds: ['p1', 'p2'], videoIds: [], audioIds: [], requestKey: 'k1' };
    const { result, calls } = await onG2(
      { tipoff: JSON.stringify({ status: 0, message: 'success', data: { value: 'true' } }), myTipoff: JSON.stringify({ status: 0, message: 'success', data: mine }) },
      () => asAsker({ device: 'dev-1', address: null, member }, () => sendTipoff(input, { token: 'member-token', device: 'dev-1' })),
    );
    expect(result).toEqual({ id: 77 });
    const sent = calls.find((call) => call.name === 'tipoff')!.params;
    expect(['topic', 'content', 'contactNo', 'imgUrl', 'userID', 'userName'].map((key) => sent.get(key))).toEqual([
      '路灯坏了',
      '人民路路灯不亮',
      '13800000000',
      'p1,p2',
      '152',
      '用户108',
    ]);
    expect(calls.find((call) => call.name === 'myTipoff')!.params.get('userID')).toBe('152');
  });

  it('tipoffContent: the real detail (docID; answer, attachments) read as our tip-off', async () => {
    const { getTipoff } = await import('@/features/tipoffs/server/tipoffs');
    const detail = {
      docID: 77, title: '路灯坏了', time: '2020-04-30 10:00:00', content: '人民路路灯不亮', isAnswer: '1', status: '2', siteID: '1', source: '0',
      answer: '已转交市政', attachments: [{ type: '1', url: 'http://x/a.jpg' }, { type: '2', url: 'http://x/v.mp4' }], images: [],
    };
    const { result, calls } = await onG2({ tipoffContent: JSON.stringify({ status: 0, message: 'success', data: detail }) }, () =>
      getTipoff(77, 'member-token', 'dev-1'),
    );
    expect(calls.find((call) => call.name === 'tipoffContent')!.params.get('docID')).toBe('77');
    expect(result).toMatchObject({ id: 77, title: '路灯坏了', reply: '已转交市政', status: 'adopted', pictures: ['http://x/a.jpg'], videos: ['http://x/v.mp4'] });
  });

  it('saveActivity: the sign-up in the gateway\'s form (fileId, realName, phone, signForm; the member from the session), its "true" a sign-up sent without an entry', async () => {
    const { registerForActivity } = await import('@/features/activities/server/activities');
    const { asAsker } = await import('@/lib/platform/asker');
    const answers = { name: '次仁', phone: '13800000000', school: '拉萨中学' };
    // ActiveController.saveActivity of intergrate-dev/xy-wan-xzw queues it and prints "true".
    const { result, calls } = await onG2({ saveActivity: 'true' }, () =>
      asAsker({ device: 'dev-1', address: null, member }, () => registerForActivity(3001, answers, writer)),
    );
    expect(result).toEqual({ entryId: 0, registCode: '' });
    const sent = calls.find((call) => call.name === 'saveActivity')!.params;
    expect(['fileId', 'realName', 'phone', 'userID', 'userName'].map((key) => sent.get(key))).toEqual([
      '3001',
      '次仁',
      '13800000000',
      '152',
      '用户108',
    ]);
    expect(JSON.parse(sent.get('signForm')!)).toEqual(answers);
    expect(calls.some((call) => call.name === 'activityRegist')).toBe(false);
  });
});
