import { callHandler } from './http';
import { ClientCallError } from './clientCallError';
import { likeArticle, searchResults } from './endpoints';
import { reactToStatus } from './statusReactions';
import { forgetDeviceForTests } from './deviceGate';

jest.mock('./statusReactions', () => ({ reactToStatus: jest.fn() }));

// The browser resolves our relative addresses against the page; node needs an origin for that.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://touch.test') : input, init);
  }
} as typeof Request;

const fetchMock = jest.fn<Promise<Response>, [Request]>();
globalThis.fetch = fetchMock as unknown as typeof fetch;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ClientCallError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClientCallError);
  return error as ClientCallError;
}

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(reactToStatus).mockReset();
});

describe('callHandler', () => {
  it('posts the body as JSON to the endpoint and answers its JSON', async () => {
    const sent: string[] = [];
    fetchMock.mockImplementation(async (request) => {
      sent.push(request.method, new URL(request.url).pathname, await request.text());
      return json({ likes: 4, liked: true });
    });
    await expect(callHandler(likeArticle, { articleId: 12 })).resolves.toEqual({ likes: 4, liked: true });
    expect(sent).toEqual(['POST', '/wap/touch/api/articles/like', '{"articleId":12}']);
  });

  it("sends a GET's input as its query, leaving out what is undefined", async () => {
    fetchMock.mockResolvedValue(json({}));
    await callHandler(searchResults, { keyword: '青稞', tclass: 2, page: undefined });
    expect(new URL(fetchMock.mock.calls[0]![0].url).search).toBe(`?keyword=${encodeURIComponent('青稞')}&tclass=2`);
  });

  it("throws the handler's error as one ClientCallError, after the platform status had its reaction", async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'platformRefused', message: 'auth invalid', platformStatus: 1004 } }, 502),
    );
    const error = await failure(callHandler(likeArticle, { articleId: 1 }));
    expect([error.code, error.message, error.status, error.platformStatus]).toEqual([
      'platformRefused',
      'auth invalid',
      502,
      1004,
    ]);
    expect(reactToStatus).toHaveBeenCalledWith(1004);
  });

  it('keeps how long a 429 asks to wait', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'rateLimited', message: 'too many', retryAfterSeconds: 30 } }, 429),
    );
    const error = await failure(callHandler(likeArticle, { articleId: 1 }));
    expect([error.code, error.retryAfterSeconds]).toEqual(['rateLimited', 30]);
  });

  it("an answer that is not ours (a proxy's page) is named by its status", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await failure(callHandler(likeArticle, { articleId: 1 }))).code).toBe('platformUnavailable');
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    expect((await failure(callHandler(likeArticle, { articleId: 1 }))).code).toBe('internal');
  });

  it("no answer is 'network error'; an aborted call is 'cancel' (docs/product.md §8)", async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const network = await failure(callHandler(likeArticle, { articleId: 1 }));
    expect([network.code, network.message, network.status]).toEqual(['network', 'network error', 0]);

    const controller = new AbortController();
    fetchMock.mockImplementation(async (request) => {
      controller.abort();
      throw request.signal.reason ?? new DOMException('aborted', 'AbortError');
    });
    const cancelled = await failure(callHandler(likeArticle, { articleId: 1 }, { signal: controller.signal }));
    expect([cancelled.code, cancelled.message]).toEqual(['cancelled', 'cancel']);
  });

  it("a handler that does not answer within 5 s is 'network error' (docs/product.md §7), and the call is aborted", async () => {
    jest.useFakeTimers();
    try {
      let seen: AbortSignal | null = null;
      fetchMock.mockImplementation(
        (request) =>
          new Promise((_, reject) => {
            seen = request.signal;
            request.signal.addEventListener('abort', () => reject(request.signal.reason));
          }),
      );
      const pending = failure(callHandler(likeArticle, { articleId: 1 }));
      await jest.advanceTimersByTimeAsync(4_999);
      expect(seen!.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await pending).code).toBe('network');
      expect(seen!.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an empty success answers empty, a success that is not JSON is a network error', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callHandler(likeArticle, { articleId: 1 })).resolves.toBe('');
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    expect((await failure(callHandler(likeArticle, { articleId: 1 }))).code).toBe('network');
  });

  describe("a call that counts only for a device of an earlier call (device: 'established', docs/decisions/0043)", () => {
    const paths = () =>
      fetchMock.mock.calls.map(
        ([request]) => `${request.method} ${new URL(request.url, 'http://touch.test').pathname}`,
      );
    const deviceNew = () => json({ error: { code: 'deviceNew', message: 'new' } }, 400);

    it('asks for a device first when this browser knows of none, then sends the like', async () => {
      forgetDeviceForTests();
      fetchMock.mockImplementation(async (request) =>
        new URL(request.url, 'http://touch.test').pathname.endsWith('/serverTime')
          ? json({ now: 1 })
          : json({ likes: 4, liked: true }),
      );
      await expect(callHandler(likeArticle, { articleId: 12 }, { device: 'established' })).resolves.toEqual({
        likes: 4,
        liked: true,
      });
      expect(paths()).toEqual(['GET /wap/touch/api/analytics/serverTime', 'POST /wap/touch/api/articles/like']);
      // Known from then on: the next like goes at once.
      fetchMock.mockClear();
      await callHandler(likeArticle, { articleId: 12 }, { device: 'established' });
      expect(paths()).toEqual(['POST /wap/touch/api/articles/like']);
    });

    it("sends a like refused as 'deviceNew' once more (its answer set the cookie), and only once", async () => {
      fetchMock.mockResolvedValueOnce(deviceNew()).mockResolvedValueOnce(json({ likes: 5, liked: true }));
      await expect(callHandler(likeArticle, { articleId: 12 }, { device: 'established' })).resolves.toEqual({
        likes: 5,
        liked: true,
      });
      expect(paths()).toEqual(['POST /wap/touch/api/articles/like', 'POST /wap/touch/api/articles/like']);
      fetchMock.mockReset();
      fetchMock.mockImplementation(async () => deviceNew());
      expect((await failure(callHandler(likeArticle, { articleId: 12 }, { device: 'established' }))).code).toBe(
        'deviceNew',
      );
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
