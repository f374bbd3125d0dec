/**
 * A designed call the platform does not have (a g1/g2 platform's gateway answers its 404 page;
 * docs/decisions/0096): the reader is told the feature is not offered there (501
 * notOnThisPlatform, in their language), and the platform is not counted down for it.
 */
import { forgetProcessWide, processWide } from '@/lib/processWide.mjs';
import { isUnknownCall } from '@/lib/platform/errors';
import { toHandlerError } from '@/lib/http/handler/handlerError';
import { installFakePlatform } from '@/tests/support/fakePlatform';

process.env.XY_API_BASE_URL = 'http://127.0.0.1:9';

const NOT_FOUND_PAGE = '<html><body><h1>Whitelabel Error Page</h1>404</body></html>';

async function consentOn(answer: Response) {
  forgetProcessWide();
  const platform = installFakePlatform((call) => (call.name === 'member/consent' ? answer : undefined));
  const { platformCall } = await import('@/lib/platform/call');
  const { memberConsentCall } = await import('@/features/member/calls');
  // As if the last probe had said up just now: a report of the platform down would clear it.
  const health = processWide('platform:health', () => ({ checkedAt: 0, up: true, pending: null }));
  health.checkedAt = Date.now();
  try {
    await platformCall(memberConsentCall, undefined, { memberToken: 'tok', device: 'dev-1' });
    return { error: undefined, checkedAt: health.checkedAt };
  } catch (error) {
    return { error, checkedAt: health.checkedAt };
  } finally {
    platform.uninstall();
  }
}

describe('a call the platform does not have', () => {
  it('is an unknown call, answered 501 notOnThisPlatform, and leaves the platform’s health alone', async () => {
    const { error, checkedAt } = await consentOn(new Response(NOT_FOUND_PAGE, { status: 404 }));
    expect(isUnknownCall(error)).toBe(true);
    expect(checkedAt).toBeGreaterThan(0);
    const answer = toHandlerError(error, 'consent');
    expect([answer.code, answer.status]).toEqual(['notOnThisPlatform', 501]);
  });

  it('is not a 404 envelope the platform answered (that is its own answer, read as such)', async () => {
    const { error } = await consentOn(
      new Response(JSON.stringify({ status: -1, message: 'no such member' }), { status: 404 }),
    );
    expect(isUnknownCall(error)).toBe(false);
  });
});
