/**
 * Next bundles every route with its own copy of lib/platform, while the calls in flight are shared
 * by the whole process (processWide, sharedCache). The chaos run (docs/reliability.md: platform killed and
 * restarted under load) answered 500 on like, comments, articles and login: `getConfig`, started by
 * one route's copy, was refused (ECONNREFUSED) and the other routes waiting on the same call got
 * that copy's PlatformError, which their own `instanceof PlatformError` did not recognise.
 * These tests load two copies of the modules, as two route bundles are, and share one call.
 */
import { forgetProcessWide } from '@/lib/processWide.mjs';

type Copy = {
  openCall: typeof import('./openCall').openCall;
  getConfigCall: typeof import('@/lib/platform/siteConfig/calls').getConfigCall;
  errors: typeof import('./errors');
  toHandlerError: typeof import('@/lib/http/handler/handlerError').toHandlerError;
};

async function routeBundle(): Promise<Copy> {
  let copy: Copy | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = {
      openCall: (await import('./openCall')).openCall,
      getConfigCall: (await import('@/lib/platform/siteConfig/calls')).getConfigCall,
      errors: await import('./errors'),
      toHandlerError: (await import('@/lib/http/handler/handlerError')).toHandlerError,
    };
  });
  return copy!;
}

/** What undici's fetch throws while nothing listens on the platform's port (the restart window). */
function connectionRefused(): TypeError {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4100'), { code: 'ECONNREFUSED' }),
  });
}

const realFetch = globalThis.fetch;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  // Each test starts with no shared answers, as a fresh process does.
  forgetProcessWide();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  consoleError.mockRestore();
});

describe('a platform failure shared between route bundles (the chaos run, docs/reliability.md)', () => {
  it('is the platform being unavailable (503, Retry-After) in every route that waited for it, not our 500', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw connectionRefused();
    }) as typeof fetch;
    const like = await routeBundle();
    const comments = await routeBundle();

    // The like handler's bundle asks for the site config first; the comments handler's joins that call.
    const first = like.openCall(like.getConfigCall).catch((error: unknown) => error);
    const joined = comments.openCall(comments.getConfigCall).catch((error: unknown) => error);
    const [ownError, sharedError] = await Promise.all([first, joined]);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    // The same rejection, made by the like bundle's class.
    expect(sharedError).toBe(ownError);
    expect(sharedError).not.toBeInstanceOf(comments.errors.PlatformError);

    expect(comments.errors.isPlatformError(sharedError)).toBe(true);
    const answer = comments.toHandlerError(sharedError, 'comments');
    expect({ code: answer.code, status: answer.status, retryAfterSeconds: answer.retryAfterSeconds }).toEqual({
      code: 'platformUnavailable',
      status: 503,
      retryAfterSeconds: 10,
    });
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('unexpected error'), expect.anything());
  });

  it('keeps a missing object a 404 in the other bundle', async () => {
    const articles = await routeBundle();
    const like = await routeBundle();
    const missing = new articles.errors.PlatformError('status', 'getArticleContent', 'article not found', -1);
    expect(like.errors.isMissing(missing)).toBe(true);
    expect(like.toHandlerError(missing, 'like').status).toBe(404);
  });

  it('still treats any other error as ours: 500, logged', async () => {
    const like = await routeBundle();
    const impostor = Object.assign(new Error('network error'), {
      name: 'PlatformError',
      kind: 'network',
      isUnavailable: true,
    });
    expect(like.errors.isPlatformError(impostor)).toBe(false);
    expect(like.toHandlerError(impostor, 'like').status).toBe(500);
    expect(consoleError).toHaveBeenCalledWith('[api] like: unexpected error', impostor);
  });
});
