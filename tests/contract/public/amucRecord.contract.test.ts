/**
 * The member centre's recorded answers (AMUC under app_if/amuc/api/; docs/decisions/0096) through
 * our server code on a 2020 platform: the points (jiangbm/XFJ_FZ_API APP_ScoreManager/output.xml:
 * member/score "325", and the words for an id that is no member) and the invite code
 * (jiangbm/XFJ_FZ_API App_InviteCode/output.xml: invitecode/getInviteCode {code, msg}, code "0"
 * for nobody). The calls go out in AMUC's names with the member's id, as the recorded requests do.
 */
import { forgetProcessWide } from '@/lib/processWide.mjs';
import { isPlatformError } from '@/lib/platform/errors';
import { installFakePlatform, type PlatformCall } from '../../support/fakePlatform';
import { RECORDED } from './fixtures';

process.env.XY_API_BASE_URL = 'http://127.0.0.1:9';
process.env.CONTENT_CACHE_SECONDS = '0';

const G2_CONFIG = JSON.stringify({ status: 0, message: 'success', data: { version: 1, list: [] } });
const recorded = (call: string) => RECORDED.filter((fixture) => fixture.call === call);

async function onG2(bodies: Record<string, unknown>, run: () => Promise<unknown>) {
  forgetProcessWide();
  const platform = installFakePlatform((call) =>
    call.name === 'getConfig' ? new Response(G2_CONFIG) : bodies[call.name] === undefined ? undefined : new Response(JSON.stringify(bodies[call.name])),
  );
  try {
    // The config first, as every page's first call: it says the generation.
    const { getSiteConfig } = await import('@/lib/platform/siteConfig/siteConfig');
    await getSiteConfig();
    let result: unknown;
    let error: unknown;
    try {
      result = await run();
    } catch (thrown) {
      error = thrown;
    }
    return { result, error, calls: platform.calls as PlatformCall[] };
  } finally {
    platform.uninstall();
  }
}

describe('AMUC’s recorded answers, as our member pages read them (g2)', () => {
  const [points, nobody] = recorded('amuc/api/member/score');

  it(`points: ${points!.file} (${points!.source.repository} ${points!.source.file}) is the total; asked as member/score by the member's id`, async () => {
    const { getDayScores } = await import('@/features/member/server/scores');
    const { result, calls } = await onG2({ 'amuc/api/member/score': points!.answer }, () => getDayScores('tok', 'dev-1', '3970732'));
    expect(result).toEqual({ total: 325, today: 0, days: [] });
    const sent = calls.find((call) => call.name === 'amuc/api/member/score')!;
    expect(sent.params.get('id')).toBe('3970732');
  });

  it(`points for nobody: ${nobody!.file} is nothing there, never a total of 0`, async () => {
    const { getDayScores } = await import('@/features/member/server/scores');
    const { error, calls } = await onG2({ 'amuc/api/member/score': nobody!.answer }, () => getDayScores('tok', 'dev-1', 'qq'));
    // The 2020 platform's "…不存在…" is nothing there (lib/platform/dialect/missing.ts): the page's could-not-load, never 0 points.
    expect(isPlatformError(error) && error.kind).toBe('missing');
    expect(calls.find((call) => call.name === 'amuc/api/member/score')!.params.get('id')).toBe('qq');
  });

  it('points entries: member/scoreList (id, curPage from 1, pageSize) read as our page, rule names as reasons', async () => {
    const { getScoreList } = await import('@/features/member/server/scores');
    const list = { list: [{ score: 1, memo: '阅读文章（含组图）', time: '2020-04-16 18:17:05.0' }, { score: 5, memo: '新规则', time: '' }], curPage: 1, pageSize: 20, totalCount: 41 };
    const { result, calls } = await onG2({ 'amuc/api/member/scoreList': { status: 0, message: 'success', data: list } }, () => getScoreList('tok', 'dev-1', '7', 0));
    expect(result).toEqual({
      records: [
        { id: 1, score: 1, reason: 'read', at: Date.parse('2020-04-16T18:17:05+08:00') },
        { id: 2, score: 5, reason: '新规则', at: 0 },
      ],
      total: 41,
      hasMore: true,
    });
    const sent = calls.find((call) => call.name === 'amuc/api/member/scoreList')!;
    expect([sent.params.get('id'), sent.params.get('curPage'), sent.params.get('pageSize')]).toEqual(['7', '1', '20']);
  });

  const [code, noCode] = recorded('amuc/api/invitecode/getInviteCode');

  it(`invite code: ${code!.file} (${code!.source.repository} ${code!.source.file}) is the member’s code, asked by uid`, async () => {
    const { getInviteCode } = await import('@/features/member/server/invite');
    const { result, calls } = await onG2({ 'amuc/api/invitecode/getInviteCode': code!.answer }, () => getInviteCode('tok', 'dev-1', '9'));
    expect(result).toEqual({ code: '8628775', invitedCount: 0, invited: false });
    expect(calls.find((call) => call.name === 'amuc/api/invitecode/getInviteCode')!.params.get('uid')).toBe('9');
  });

  it(`invite code for nobody: ${noCode!.file} (code "0", "不存在") is nothing there, never the code "0"`, async () => {
    const { getInviteCode } = await import('@/features/member/server/invite');
    const { error } = await onG2({ 'amuc/api/invitecode/getInviteCode': noCode!.answer }, () => getInviteCode('tok', 'dev-1', '9'));
    expect(isPlatformError(error) && error.kind).toBe('missing');
  });

  // ceshi107007/XFJ output.xml: amuc/api/invitecode/codeImeiRecord, recorded four ways (docs/decisions/0105).
  const uses = recorded('amuc/api/invitecode/codeImeiRecord');
  const use = (answer: unknown) =>
    onG2({ 'amuc/api/invitecode/codeImeiRecord': answer }, async () => {
      const { redeemInviteCode } = await import('@/features/member/server/invite');
      return redeemInviteCode({ accessToken: 'tok', device: 'dev-7', userId: '12', nickname: '读者' }, 'ABCD1234');
    });

  it('using a code: codeImeiRecord with the code, our device as imei and the member from the session; 1002 is done, the inviter unnamed', async () => {
    const done = uses.find((fixture) => (fixture.answer as { data: { code: string } }).data.code === '1002')!;
    const { result, calls } = await use(done.answer);
    expect(result).toEqual({ inviter: '' });
    const sent = calls.find((call) => call.name === 'amuc/api/invitecode/codeImeiRecord')!;
    expect(['code', 'imei', 'uid', 'name'].map((key) => sent.params.get(key))).toEqual(['ABCD1234', 'dev-7', '12', '读者']);
  });

  it.each(uses.filter((fixture) => (fixture.answer as { data: { code: string } }).data.code !== '1002').map((fixture) => [fixture.file, fixture] as const))(
    'a refused use: %s is a refusal the form words (never done)',
    async (_file, fixture) => {
      const { accountRefusal } = await import('@/features/member/accountRefusal');
      const { error } = await use(fixture.answer);
      const words = (fixture.answer as { data: { msg: string } }).data.msg;
      expect(isPlatformError(error) && error.message).toBe(words);
      const expected = words === '邀请码不存在' ? 'inviteNotFound' : 'inviteUsed';
      expect((accountRefusal(error) as { code: string }).code).toBe(expected);
    },
  );

  // jiangbm/XFJ_FZ_API output.xml: amuc/api/event/event1, recorded per behaviour (docs/decisions/0105).
  const events = recorded('amuc/api/event/event1');
  const eventOf = (eType: string) => events.find((fixture) => (fixture.answer as { data: { eType: string } }).data.eType === eType)!;
  const earn = (answer: unknown, action: 'read' | 'share') =>
    onG2({ 'amuc/api/event/event1': answer }, async () => {
      const { earnPoints } = await import('@/features/member/server/points');
      return earnPoints({ accessToken: 'tok', device: 'dev-1', userId: '3970732' }, 1000, action);
    });

  it.each([
    ['read', '点击新闻'],
    ['share', '分享成功'],
  ] as const)('points for a %s: event1 with eType %s, the member by id, signed; the rule’s score is what was earned', async (action, eType) => {
    const { createHash } = await import('node:crypto');
    const fixture = eventOf(eType);
    const { result, calls } = await earn(fixture.answer, action);
    expect(result).toEqual({ score: (fixture.answer as { data: { result: { score: number }[] } }).data.result[0]!.score, todayScore: 0 });
    const sent = calls.find((call) => call.name === 'amuc/api/event/event1')!.params;
    expect([sent.get('eType'), sent.get('member')]).toEqual([eType, '3970732']);
    // Sha1.py of the suite: sha1 of the TreeMap's text of eType, member and time.
    const text = `{eType=${eType}, member=3970732, time=${sent.get('time')}}`;
    expect(sent.get('sign')).toBe(createHash('sha1').update(text, 'utf8').digest('hex'));
    expect(Math.abs(Number(sent.get('time')) - Date.now())).toBeLessThan(60_000);
  });

  it(`a rule past its count (${eventOf('安装注册').file}: code 1003, score -1) earns nothing, never minus points`, async () => {
    const { result } = await earn(eventOf('安装注册').answer, 'read');
    expect(result).toEqual({ score: 0, todayScore: 0 });
  });

  it('a wrong sign is AMUC’s refusal in its words, never points', async () => {
    const { error } = await earn({ status: 0, message: 'success', data: { code: '1000', result: '非法请求，签名错误！' } }, 'read');
    expect(isPlatformError(error) && error.message).toBe('非法请求，签名错误！');
  });
});
