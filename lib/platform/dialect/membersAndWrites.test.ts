import { wireForm } from './forms';
import { learnGeneration } from './generation';
import { readAnswer } from './read';
import { readWriteAnswer } from './writes';
import { favFlag, innerWriteStatus } from './normalise';
import { PlatformError } from '../errors';
import { STATUS } from '../status';

// docs/decisions/0085: the member named in a g1/g2 form, and writes' answers read as what they are.

const G2_CONFIG = { status: 0, data: {} };
const DESIGNED_CONFIG = { status: 0, data: { xyApi: {} } };
const member = { id: '152', name: '用户108' };

function refusal(run: () => unknown): PlatformError {
  try {
    run();
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the member a write names (lib/platform/dialect/member.ts)', () => {
  afterEach(() => learnGeneration(DESIGNED_CONFIG));

  it('names the member in the form on a g1/g2 platform, as the recorded discuss form does', () => {
    learnGeneration(G2_CONFIG);
    const designed = { name: 'discuss', params: { rootID: 3867, content: 'x' } };
    const sent = wireForm(designed, undefined, undefined, member);
    // jiangbm/XFJ_FZ_API App_Discuss/output.xml: rootID, content, userID, userName, siteid…
    expect(sent.params).toMatchObject({ rootID: 3867, content: 'x', userID: '152', userName: '用户108', siteID: 1 });
  });

  it('puts our member over any member a form field names', () => {
    learnGeneration(G2_CONFIG);
    const sent = wireForm(
      { name: 'fav', params: { userID: '999', userName: 'someone' } },
      undefined,
      undefined,
      member,
    );
    expect([sent.params.userID, sent.params.userName]).toEqual(['152', '用户108']);
  });

  it('leaves the designed form to the token, and a call without a member as it is', () => {
    const designed = { name: 'discuss', params: { rootID: 1 } };
    expect(wireForm(designed, undefined, undefined, member)).toBe(designed);
    learnGeneration(G2_CONFIG);
    expect(wireForm(designed, undefined, undefined, undefined)).toBe(designed);
  });

  it("sends a public form's own method (delMyDiscuss is a GET there)", () => {
    learnGeneration(G2_CONFIG);
    const sent = wireForm(
      { name: 'delMyDiscuss', params: { id: 5 } },
      { name: 'delMyDiscuss', method: 'GET', params: () => ({}) },
      { fileId: 5 },
      member,
    );
    expect(sent).toEqual({
      name: 'delMyDiscuss',
      method: 'GET',
      params: { fileId: 5, userID: '152', userName: '用户108', siteID: 1 },
    });
  });
});

describe('a write answer read as what it is (lib/platform/dialect/writes.ts)', () => {
  it('reads every public success as success', () => {
    expect(readWriteAnswer('fav', true)).toEqual({ value: 'true' });
    expect(readWriteAnswer('fav', 'true')).toEqual({ value: 'true' });
    expect(readWriteAnswer('discuss', { value: 'true' })).toEqual({ value: 'true' });
    expect(readWriteAnswer('vote', { result: 'true', failureInfo: '' })).toMatchObject({ value: 'true' });
    expect(readWriteAnswer('x', { status: 0, message: 'success', data: { fileId: 3 } })).toEqual({
      fileId: 3,
      value: 'true',
    });
  });

  it('reads a refusal as a refusal, in the platform’s words where it gave some', () => {
    expect(refusal(() => readWriteAnswer('fav', false)).kind).toBe('status');
    expect(refusal(() => readWriteAnswer('fav', { value: 'false' })).kind).toBe('status');
    expect(refusal(() => readWriteAnswer('vote', { result: 'false', failureInfo: '您已经投过票了' })).message).toBe(
      '您已经投过票了',
    );
    expect(refusal(() => readWriteAnswer('x', { status: 1, message: '只能删除自己的评论' })).message).toBe(
      '只能删除自己的评论',
    );
  });

  it('passes a designed answer through', () => {
    const designed = { articleId: 3, isFav: 1 };
    expect(readWriteAnswer('fav', designed)).toBe(designed);
  });

  it('reads a POST whose platform says `false` as refused, not as a success (the older gateway)', () => {
    const error = refusal(() => readAnswer({ name: 'fav', service: 'app', method: 'POST' }, 'false'));
    expect(error.status).toBe(-1);
    // A read is not a write: hasFav's `false` is an answer.
    expect(readAnswer({ name: 'hasFav', service: 'app', method: 'GET' }, 'false')).toEqual({ value: 'false' });
  });

  it('reads the recorded delMyDiscuss refusals (inner status 1 and 2) as refusals, by GET too', () => {
    const call = {
      name: 'delMyDiscuss',
      service: 'app' as const,
      method: 'GET' as const,
      dialect: { normalise: innerWriteStatus('delMyDiscuss'), write: true },
    };
    const notYours = '{"status":0,"message":"success","data":{"status":1,"message":"只能删除自己的评论","data":{}}}';
    const error = refusal(() => readAnswer(call, notYours));
    expect([error.status, error.message]).toEqual([STATUS.NOT_YOURS, '只能删除自己的评论']);
    expect(
      readAnswer(call, '{"status":0,"message":"success","data":{"status":0,"message":"删除成功","data":{}}}'),
    ).toEqual({ value: 'true' });
  });

  it('reads hasFav’s flag as favStatus’s state', () => {
    expect(favFlag({ value: 'true' })).toEqual({ articleId: 0, isFav: 1 });
    expect(favFlag({ value: 'false' })).toEqual({ articleId: 0, isFav: 0 });
    expect(favFlag({ articleId: 4, isFav: 1 })).toEqual({ articleId: 4, isFav: 1 });
  });
});
