import { execFileSync } from 'node:child_process';
import { cacheFillPolicy, contentSecurityPolicy } from './csp';
import { directivesFor, mediaOrigins } from './cspHosts';

describe('content security policy', () => {
  it('allows scripts by the nonce only, with the shared directives around it', () => {
    const csp = contentSecurityPolicy('abc', false);
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy('abc', true)).toContain("'unsafe-eval'");
  });
  it('images, video and connections only to the configured platform, media and analytics hosts (docs/decisions/0024)', () => {
    const directives = directivesFor({
      XY_API_BASE_URL: 'https://api.example.cn/base',
      CSP_MEDIA_HOSTS: 'https://img.example.cn, https://video.example.cn/x',
      XY_STAT_URL: 'https://stat.example.cn/stat',
    });
    const img = directives.find((d) => d.startsWith('img-src'))!;
    const connect = directives.find((d) => d.startsWith('connect-src'))!;
    expect(img).toBe(
      "img-src 'self' data: blob: https://api.example.cn https://img.example.cn https://video.example.cn https://thirdwx.qlogo.cn https://wx.qlogo.cn",
    );
    expect(connect).toContain('https://stat.example.cn');
    for (const directive of [img, connect, directives.find((d) => d.startsWith('media-src'))!]) {
      expect(directive).not.toMatch(/(^| )(https?:|wss?:)( |$)/); // no whole scheme allowed
    }
  });
  it('frames only from our own origin and the video hosts article HTML may embed, never every https origin (docs/decisions/0080)', () => {
    expect(directivesFor({}).find((d) => d.startsWith('frame-src'))).toBe("frame-src 'self'");
    const frames = directivesFor({ TRUSTED_IFRAME_HOSTS: 'player.example.cn, v.example.com' }).find((d) =>
      d.startsWith('frame-src'),
    );
    expect(frames).toBe("frame-src 'self' https://player.example.cn https://v.example.com");
  });
  it('a reference platform on this machine is allowed by either loopback name', () => {
    const img = directivesFor({ XY_API_BASE_URL: 'http://127.0.0.1:4199' }).find((d) => d.startsWith('img-src'))!;
    expect(img).toContain('http://127.0.0.1:4199 http://localhost:4199');
  });
  it('a page-cache render runs no inline script until the front server adds hashes', () => {
    expect(cacheFillPolicy()).toMatch(/script-src 'self'; /);
    expect(cacheFillPolicy()).not.toMatch(/script-src[^;]*(nonce-|unsafe-inline)/);
  });
});

test('a platform on this machine is allowed by both loopback names, and no source is an IPv6 literal Chromium would refuse', () => {
  const policy = directivesFor({ XY_API_BASE_URL: 'http://127.0.0.1:4299' }).join('; ');
  expect(policy).toContain('http://127.0.0.1:4299');
  expect(policy).toContain('http://localhost:4299');
  expect(policy).not.toMatch(/\[[0-9a-f:]*\]/i);
});

test("a cached page's policy (server/csp.mjs, plain Node) differs from a reader's only in script-src", () => {
  const env = {
    ...process.env,
    XY_API_BASE_URL: 'http://127.0.0.1:4298',
    CSP_MEDIA_HOSTS: 'https://img.example.cn',
    XY_STAT_URL: 'https://stat.example.cn/s',
  };
  const cached = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { hashedPolicy } from './server/csp.mjs'; process.stdout.write(hashedPolicy('<p>page</p>'))",
    ],
    { env, encoding: 'utf8' },
  );
  const withoutScripts = (policy: string) =>
    policy.split('; ').filter((directive) => !directive.startsWith('script-src'));
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    expect(withoutScripts(cached)).toEqual(withoutScripts(cacheFillPolicy()));
    expect(cached).toContain('https://img.example.cn');
  } finally {
    process.env = saved;
  }
});

test('the origins the server itself fetches pictures from are the platform and media hosts, nothing else', () => {
  const origins = mediaOrigins({
    XY_API_BASE_URL: 'https://api.example.cn/path',
    XY_MINIO_URL: 'https://minio.example.cn',
    CSP_MEDIA_HOSTS: 'https://img.example.cn',
  });
  expect(origins).toEqual(
    expect.arrayContaining(['https://api.example.cn', 'https://minio.example.cn', 'https://img.example.cn']),
  );
  expect(origins).not.toContain('http://127.0.0.1:4100');
  for (const origin of origins) expect(new URL(origin).origin).toBe(origin);
  expect(mediaOrigins({})).toContain('http://127.0.0.1:4100');
});
