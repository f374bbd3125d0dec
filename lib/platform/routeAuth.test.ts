import CryptoJS from 'crypto-js';
import { installFakePlatform, PLAIN_SITE_CONFIG, type FakePlatform } from '@/tests/support/fakePlatform';

// docs/product.md §4 and §6: under xyAuth 1 the calls made for a route that requires auth are
// signed (authtoken, time, sign), and no others. The real route facts (the vote routes carry the
// flag), the real definePage, the real wire, a fake platform on it. Also the `source` header every
// call carries: the site config's xyApi.securitySource (docs/product.md §3).
jest.setTimeout(20_000);
process.env.XY_API_BASE_URL = 'http://platform.test';
jest.mock('@/lib/routing/pageQuery', () => ({ pageRequest: async () => ({ query: new URLSearchParams() }) }));

const DES_KEY = 'touch-demo-3des-key-2026';
const des = (text: string) =>
  CryptoJS.TripleDES.encrypt(text, CryptoJS.enc.Utf8.parse(DES_KEY), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();

let platform: FakePlatform;
beforeAll(() => {
  platform = installFakePlatform((call) => {
    if (call.name === 'getConfig')
      return {
        status: 0,
        data: { ...PLAIN_SITE_CONFIG, xyApi: { ...PLAIN_SITE_CONFIG.xyApi, xyAuth: 1, securitySource: 'wap-touch' } },
      };
    if (call.name === 'authinfo')
      return { status: 0, data: { appKey: des('app-key'), appSecret: des('app-secret-0123456789') } };
    if (call.name === 'auth') return { status: 0, data: { authToken: 'auth-token', expiresIn: 7200 } };
    return undefined;
  });
});
afterAll(() => platform.uninstall());

/** A page of the given route facts whose load makes one call (the columns), and the headers that call went with. */
async function columnsCallOf(facts: { requiresAuth: boolean }): Promise<Headers> {
  const { definePage } = await import('@/lib/routing/definePage');
  const { segments } = await import('@/lib/routing/segments');
  const { platformCall } = await import('@/lib/platform/call');
  const { getColumnsCall } = await import('@/features/columns/calls');
  const page = definePage(
    { segments: segments([]), requiresAuth: facts.requiresAuth },
    {
      // With a signal: asked on the wire each time, never from the shared answers.
      load: () => platformCall(getColumnsCall, 0, { signal: new AbortController().signal }),
      seo: () => ({ type: 'unlisted', title: 't' }),
    },
  );
  const before = platform.calls.length;
  await page.load({ params: Promise.resolve({ params: [] }) });
  const call = platform.calls.slice(before).find((made) => made.name === 'getColumns');
  return call!.headers!;
}

describe('the per-route auth flag under xyAuth 1', () => {
  it('the vote routes carry it; other routes do not', async () => {
    const { activityVoteRoute, voteItemDetailRoute, activityVoteWebRoute, activityDetailRoute } =
      await import('@/features/activities/paths');
    expect([activityVoteRoute, voteItemDetailRoute, activityVoteWebRoute].map((route) => route.requiresAuth)).toEqual([
      true,
      true,
      true,
    ]);
    expect(activityDetailRoute.requiresAuth).toBe(false);
  });

  it("signs the calls of a route that requires auth, and not another route's", async () => {
    const flagged = await columnsCallOf({ requiresAuth: true });
    expect(flagged.get('authtoken')).toBe('auth-token');
    expect(flagged.get('sign')).toMatch(/^[0-9a-f]{32}$/);
    const plain = await columnsCallOf({ requiresAuth: false });
    expect(plain.get('authtoken')).toBeNull();
    expect(plain.get('sign')).toBeNull();
  });

  it("every call names the site's source (xyApi.securitySource)", async () => {
    expect((await columnsCallOf({ requiresAuth: false })).get('source')).toBe('wap-touch');
  });
});
