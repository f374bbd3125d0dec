import { sendReport } from '@/features/reports/server/reports';
import { PlatformError } from '@/lib/platform/errors';
import {
  apiRequest,
  deviceCookie,
  freshDeviceId,
  sealMember,
  sessionCookie,
  testMember,
} from '@/tests/support/session';
import { expectOurLimit, floodUntilLimited } from '@/tests/support/limits';
import { reportState, sendReport as sendReportEndpoint } from '@/lib/client/endpoints';
import { GET, POST } from './reports.handler';

// docs/security.md, "Limits": reports, 10 in 10 minutes per member and 30 per address, held by the
// real handler before the platform is asked. The platform stands in as one that takes every report.
jest.mock('@/features/reports/server/reports', () => ({ sendReport: jest.fn() }));
const send = jest.mocked(sendReport);

const report = (sealed: string, body: Record<string, unknown>, address = '198.51.100.7') =>
  POST(apiRequest('reports', { body, cookies: [deviceCookie(freshDeviceId()), sessionCookie(sealed)], address }));
const comment = { kind: 'comment', id: 42, reason: 2 };

beforeEach(() => send.mockReset().mockResolvedValue({ id: 1, again: false }));

describe('POST /api/reports', () => {
  it('sends the kind, the id, the reason and the trimmed words as the member', async () => {
    const sealed = await sealMember(testMember({ userId: '2001' }));
    const res = await report(sealed, { kind: 'post', id: 7, reason: 9, text: '  广告刷屏  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 1, again: false });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'post', id: 7, reason: 9, content: '广告刷屏' }),
      expect.objectContaining({ token: expect.any(String) }),
    );
  });

  it('sends no words as empty words', async () => {
    const res = await report(await sealMember(testMember({ userId: '2007' })), comment);
    expect(res.status).toBe(200);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'comment', id: 42, reason: 2, content: '' }),
      expect.anything(),
    );
  });

  it('says which rule "other" without words broke', async () => {
    const res = await report(await sealMember(testMember({ userId: '2008' })), { ...comment, reason: 9 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: expect.objectContaining({ code: 'badRequest', message: expect.stringContaining('other') }),
    });
  });

  it('refuses a signed-out reader, an unknown kind or reason, and "other" without words, before the platform', async () => {
    const signedOut = await POST(apiRequest('reports', { body: comment, cookies: [deviceCookie()] }));
    expect(signedOut.status).toBe(401);
    const sealed = await sealMember(testMember({ userId: '2002' }));
    expect((await report(sealed, { ...comment, kind: 'column' })).status).toBe(400);
    expect((await report(sealed, { ...comment, reason: 7 })).status).toBe(400);
    expect((await report(sealed, { ...comment, reason: 9, text: '   ' })).status).toBe(400);
    expect((await report(sealed, { ...comment, text: 'x'.repeat(201) })).status).toBe(400);
    expect(send).not.toHaveBeenCalled();
  });

  it('10 in 10 minutes per member, whatever device; another member is still served', async () => {
    const sealed = await sealMember(testMember({ userId: '2003' }));
    const { passed, limited } = await floodUntilLimited(() => report(sealed, comment, '198.51.100.8'), 15);
    expect(passed).toBe(10);
    await expectOurLimit(limited, 600);
    expect((await report(await sealMember(testMember({ userId: '2004' })), comment, '198.51.100.8')).status).toBe(200);
  });

  it('30 in 10 minutes per address, across members', async () => {
    let member = 3000;
    const { passed, limited } = await floodUntilLimited(
      async () => report(await sealMember(testMember({ userId: String(member++) })), comment, '203.0.113.9'),
      40,
    );
    expect(passed).toBe(30);
    await expectOurLimit(limited, 600);
  });

  it("the platform's own limit answers 429 with its wait", async () => {
    send.mockRejectedValueOnce(new PlatformError('status', 'report', 'too many attempts, try again in 12 minutes', -1));
    const res = await report(await sealMember(testMember({ userId: '2005' })), comment);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('720');
  });
});

describe('/api/reports', () => {
  it('is where the browser client asks and sends (lib/client/endpoints.ts)', () => {
    expect({ path: GET.definition.path, method: GET.definition.method }).toEqual(reportState);
    expect({ path: POST.definition.path, method: POST.definition.method }).toEqual(sendReportEndpoint);
  });
});

describe('GET /api/reports', () => {
  it('says whether the reader is signed in', async () => {
    const signedOut = await GET(apiRequest('reports', { method: 'GET', cookies: [deviceCookie()] }));
    expect(await signedOut.json()).toEqual({ signedIn: false });
    const sealed = await sealMember(testMember({ userId: '2006' }));
    const signedIn = await GET(
      apiRequest('reports', { method: 'GET', cookies: [deviceCookie(), sessionCookie(sealed)] }),
    );
    expect(await signedIn.json()).toEqual({ signedIn: true });
  });
});
