import { PlatformError } from '@/lib/platform/errors';
import { isOwnLoopLagging } from '@/lib/platform/loopLag';
import { isErrorBody } from '@/lib/http/errorBody';
import { errorBody, handlerError, HandlerError, toHandlerError } from './handlerError';

jest.mock('@/lib/platform/loopLag', () => ({ isOwnLoopLagging: jest.fn(() => false) }));
const lagging = isOwnLoopLagging as jest.MockedFunction<typeof isOwnLoopLagging>;

const answerOf = (error: unknown) => {
  const answer = toHandlerError(error, 'like');
  return { code: answer.code, status: answer.status, retryAfterSeconds: answer.retryAfterSeconds };
};

describe('a platform call that ran out of time: whose fault (decision 0033)', () => {
  it('is this server being busy when our own event loop lagged', () => {
    lagging.mockReturnValue(true);
    expect(answerOf(new PlatformError('timeout', 'getArticleContent', 'network error'))).toEqual({
      code: 'busy',
      status: 503,
      retryAfterSeconds: 5,
    });
  });
  it('is the platform being unavailable on a quiet loop', () => {
    lagging.mockReturnValue(false);
    expect(answerOf(new PlatformError('timeout', 'getArticleContent', 'network error'))).toEqual({
      code: 'platformUnavailable',
      status: 503,
      retryAfterSeconds: 10,
    });
  });
  it('is always the platform when it refused the connection or answered garbage, lag or not', () => {
    lagging.mockReturnValue(true);
    expect(answerOf(new PlatformError('network', 'getConfig', 'network error'))).toEqual({
      code: 'platformUnavailable',
      status: 503,
      retryAfterSeconds: 10,
    });
    expect(answerOf(new PlatformError('invalid', 'getConfig', 'invalid answer'))).toEqual({
      code: 'platformUnavailable',
      status: 503,
      retryAfterSeconds: 10,
    });
  });
});

describe("a platform refusal because the thing is another member's", () => {
  it('is a 403 notYours (deleting their comment, reusing their request key), not a 502', () => {
    lagging.mockReturnValue(false);
    expect(answerOf(new PlatformError('status', 'discussDelete', 'not yours', -403))).toEqual({
      code: 'notYours',
      status: 403,
      retryAfterSeconds: undefined,
    });
  });
  it('leaves other negative statuses the platform refusal they were', () => {
    lagging.mockReturnValue(false);
    expect(answerOf(new PlatformError('status', 'discussDelete', 'error', -1))).toEqual({
      code: 'platformRefused',
      status: 502,
      retryAfterSeconds: undefined,
    });
  });
});

describe('a platform refusal of how we sent a write (decrypting its parameters)', () => {
  beforeEach(() => lagging.mockReturnValue(false));

  it.each(['cannot decrypt parameters', 'parameters must be encrypted'])(
    "'%s' is our own failure: 500 internal, logged, and the platform's English never reaches the reader",
    (message) => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      const answer = toHandlerError(new PlatformError('status', 'discuss', message, -1), 'comments');
      expect({ code: answer.code, status: answer.status, message: answer.message }).toEqual({
        code: 'internal',
        status: 500,
        message: 'error',
      });
      expect(log).toHaveBeenCalledWith('[api] comments: the platform refused how the parameters were sent', message);
      log.mockRestore();
    },
  );
});

describe('every other failure', () => {
  beforeEach(() => lagging.mockReturnValue(false));

  it('a HandlerError is answered as it was thrown', () => {
    const thrown = new HandlerError('codeWrong', 400, 'the code is wrong');
    expect(toHandlerError(thrown, 'login')).toBe(thrown);
  });

  it('a cancelled call, ours or the platform’s, is 499 cancelled', () => {
    expect(answerOf(new PlatformError('cancel', 'getArticles', 'aborted'))).toEqual({
      code: 'cancelled',
      status: 499,
      retryAfterSeconds: undefined,
    });
    const aborted = new Error('aborted');
    aborted.name = 'AbortError';
    expect(answerOf(aborted)).toMatchObject({ code: 'cancelled', status: 499 });
  });

  it('our own bug is 500 internal, logged with its context, never described', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const answer = toHandlerError(new Error('secret detail'), 'like');
    expect({ code: answer.code, status: answer.status, message: answer.message }).toEqual({
      code: 'internal',
      status: 500,
      message: 'error',
    });
    expect(log).toHaveBeenCalledWith('[api] like: unexpected error', expect.any(Error));
    log.mockRestore();
  });

  it('a refusal keeps the platform’s words and status', () => {
    const answer = toHandlerError(new PlatformError('status', 'like', 'too often', 10204), 'like');
    expect({
      code: answer.code,
      status: answer.status,
      message: answer.message,
      platformStatus: answer.platformStatus,
    }).toEqual({ code: 'platformRefused', status: 502, message: 'too often', platformStatus: 10204 });
  });
});

describe('errorBody', () => {
  it('names the code and message, and the platform status and the wait only when there are some', () => {
    expect(errorBody(handlerError('rateLimited', 'wait', { retryAfterSeconds: 7 }))).toEqual({
      error: { code: 'rateLimited', message: 'wait', retryAfterSeconds: 7 },
    });
    expect(errorBody(handlerError('platformRefused', 'no', { platformStatus: 10111 }))).toEqual({
      error: { code: 'platformRefused', message: 'no', platformStatus: 10111 },
    });
    expect(errorBody(handlerError('platformRefused', 'no', { platformStatus: null }))).toEqual({
      error: { code: 'platformRefused', message: 'no' },
    });
  });

  it('is an error body for the browser client; other shapes are not', () => {
    expect(isErrorBody(errorBody(handlerError('forbidden', 'no')))).toBe(true);
    for (const other of [null, 'error', {}, { error: null }, { error: 'x' }, { error: { code: 1 } }])
      expect(isErrorBody(other)).toBe(false);
  });
});
