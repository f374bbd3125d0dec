import { PlatformError } from '@/lib/platform/errors';
import { isOwnLoopLagging } from '@/lib/platform/loopLag';
import { toHandlerError } from './handlerError';

jest.mock('@/lib/platform/loopLag', () => ({ isOwnLoopLagging: jest.fn(() => false) }));
const lagging = isOwnLoopLagging as jest.MockedFunction<typeof isOwnLoopLagging>;

const answerOf = (error: unknown) => {
  const answer = toHandlerError(error, 'like');
  return { code: answer.code, status: answer.status, retryAfterSeconds: answer.retryAfterSeconds };
};

describe('a platform call that ran out of time: whose fault (decision 0033)', () => {
  it('is this server being busy when our own event loop lagged', () => {
    lagging.mockReturnValue(true);
    expect(answerOf(new PlatformError('timeout', 'getArticleContent', 'network error'))).toEqual({ code: 'busy', status: 503, retryAfterSeconds: 5 });
  });
  it('is the platform being unavailable on a quiet loop', () => {
    lagging.mockReturnValue(false);
    expect(answerOf(new PlatformError('timeout', 'getArticleContent', 'network error'))).toEqual({ code: 'platformUnavailable', status: 503, retryAfterSeconds: 10 });
  });
  it('is always the platform when it refused the connection or answered garbage, lag or not', () => {
    lagging.mockReturnValue(true);
    expect(answerOf(new PlatformError('network', 'getConfig', 'network error'))).toEqual({ code: 'platformUnavailable', status: 503, retryAfterSeconds: 10 });
    expect(answerOf(new PlatformError('invalid', 'getConfig', 'invalid answer'))).toEqual({ code: 'platformUnavailable', status: 503, retryAfterSeconds: 10 });
  });
});

describe("a platform refusal because the thing is another member's", () => {
  it('is a 403 notYours (deleting their comment, reusing their request key), not a 502', () => {
    lagging.mockReturnValue(false);
    expect(answerOf(new PlatformError('status', 'discussDelete', 'not yours', -403))).toEqual({ code: 'notYours', status: 403, retryAfterSeconds: undefined });
  });
  it('leaves other negative statuses the platform refusal they were', () => {
    lagging.mockReturnValue(false);
    expect(answerOf(new PlatformError('status', 'discussDelete', 'error', -1))).toEqual({ code: 'platformRefused', status: 502, retryAfterSeconds: undefined });
  });
});
