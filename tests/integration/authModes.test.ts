/**
 * The auth modes of docs/product.md §4 and the encryption of §7, each against a platform started in
 * that mode: the platform enforces signatures, tokens and encryption, so a wrong client fails.
 */
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { callCounts, loadClient } from './loadClient';

jest.setTimeout(60_000);

const platforms: RunningPlatform[] = [];
afterAll(async () => {
  await Promise.all(platforms.map((p) => p.stop()));
});

async function modeClient(env: Record<string, string>) {
  const platform = await launchPlatform({ seedArticles: 200, faults: true, env });
  platforms.push(platform);
  return { platform, client: await loadClient(platform) };
}

// The 3DES handshake and curVersions 3's encryption are the designed generation's (docs/product.md §4,
// §7); the 2020 platform's own handshake is another (docs/reference-platform-dialects.md, "App
// authorisation"), so those tests start the platform in the designed dialect.
const DESIGNED = { PLATFORM_DIALECT: 'designed' };

describe('auth modes', () => {
  it('xyAuth 0 with tokenEnable: config first, then one anonymous token, no app auth', async () => {
    const { platform, client } = await modeClient({ PLATFORM_XY_AUTH: '0' });
    await client.columns.getColumns(0);
    await client.articles.getArticles(1, 0);
    const counts = await callCounts(platform);
    expect(counts['app_if/getConfig']).toBe(1);
    expect(counts['app_if/getAnonymousToken']).toBe(1);
    expect(counts['app_if/authinfo'] ?? 0).toBe(0);
  });

  it('tokenEnable off: no token is fetched or sent', async () => {
    const { platform, client } = await modeClient({ PLATFORM_TOKEN_ENABLE: '0' });
    await client.articles.getArticles(1, 0);
    expect((await callCounts(platform))['app_if/getAnonymousToken'] ?? 0).toBe(0);
  });

  it('xyAuth 2: authinfo (3DES) and auth (md5) once, then every call signed and accepted', async () => {
    const { platform, client } = await modeClient({ ...DESIGNED, PLATFORM_XY_AUTH: '2' });
    await Promise.all([
      client.columns.getColumns(0),
      client.articles.getArticles(1, 0),
      client.articles.getArticles(4, 0),
    ]);
    const counts = await callCounts(platform);
    expect(counts['app_if/authinfo']).toBe(1);
    expect(counts['app_if/auth']).toBe(1);
    expect(counts['app_if/getArticles']).toBe(2);
  });

  it('xyAuth 2: an unsigned call is refused with 1004 by the platform', async () => {
    const { platform } = await modeClient({ PLATFORM_XY_AUTH: '2', PLATFORM_TOKEN_ENABLE: '0' });
    const answer = (await (await fetch(`${platform.url}/app_if/getColumns?siteId=1`)).json()) as { status: number };
    expect(answer.status).toBe(1004);
  });

  it('curVersions 3 with RSA: a like is sent encrypted and counted', async () => {
    const { client } = await modeClient({ ...DESIGNED, PLATFORM_CUR_VERSIONS: '3' });
    const device = '11111111-2222-3333-4444-555555555555';
    const first = await client.events.toggleLike(1000, { device });
    const second = await client.events.toggleLike(1000, { device });
    expect(first).toEqual({ liked: true, likes: expect.any(Number) });
    expect(second).toEqual({ liked: false, likes: (first.likes ?? Number.NaN) - 1 });
  });

  it('curVersions 3 with SM2 configured: the like goes encrypted with SM2', async () => {
    const { client } = await modeClient({ ...DESIGNED, PLATFORM_CUR_VERSIONS: '3', PLATFORM_SM2: '1' });
    const result = await client.events.toggleLike(1001, { device: '11111111-2222-3333-4444-666666666666' });
    expect(result.liked).toBe(true);
  });

  it('a server render after the anonymous token expires (TTL 2 s) gets a new one and shows content', async () => {
    const { platform, client } = await modeClient({ PLATFORM_TOKEN_TTL_SECONDS: '2' });
    expect((await client.articles.getArticles(1, 0)).articles.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await client.articles.getArticles(1, 0)).articles.length).toBeGreaterThan(0);
    expect((await callCounts(platform))['app_if/getAnonymousToken']).toBe(2);
  });
});
