import { PlatformError } from '@/lib/platform/errors';
import { unwrapEnvelope } from '@/lib/platform/status';
import { refusesRefresh, sessionRefusal } from './refusal';

// The decision lib/auth/sessionRefresh.ts hands its refresher (whether a refused refresh signs the
// reader out), fed the platform's own answers as the wire unwraps them (lib/platform/status.ts), not
// stand-in errors: docs/product.md §8 (status catalogue), docs/decisions/0042.
function refusalOf(envelope: { status: number; message?: string }): unknown {
  try {
    unwrapEnvelope('refreshAccessToken', envelope);
  } catch (error) {
    return error;
  }
  throw new Error(`${JSON.stringify(envelope)} was not a refusal`);
}

// What lib/platform/request.ts throws when no answer came: refused or dropped, and too slow.
const network = new PlatformError('network', 'refreshAccessToken', 'network error');
const timeout = new PlatformError('timeout', 'refreshAccessToken', 'network error');
const serverError = new PlatformError('network', 'refreshAccessToken', 'network error', 502);

describe('a refused refresh token signs the reader out; a platform that cannot answer does not', () => {
  it.each([
    ['10102 (logged in elsewhere)', { status: 10102, message: 'logged in elsewhere' }],
    ['10103 (forced logout)', { status: 10103, message: 'account disabled' }],
    [
      '1004 (refresh token invalid, as the reference platform answers)',
      { status: 1004, message: 'refresh token invalid' },
    ],
    ['-1 please log in', { status: -1, message: 'please log in' }],
  ])('%s: signed out', (_name, envelope) => {
    expect(refusesRefresh(refusalOf(envelope))).toBe(true);
  });

  it.each([
    // The anonymous token's expiry: the auth layer renews it; it says nothing of the member's refresh token.
    ['10111 (token expired)', refusalOf({ status: 10111, message: 'token expired' })],
    ['an unknown -1', refusalOf({ status: -1, message: 'db exploded' })],
    ['a comment refusal (10202)', refusalOf({ status: 10202, message: 'comment failed' })],
    ['no answer (refused, dropped)', network],
    ['no answer in time', timeout],
    ['a 5xx from the platform', serverError],
    ['garbage', new PlatformError('invalid', 'refreshAccessToken', 'invalid answer')],
    ['not a platform error at all', new TypeError('fetch failed')],
  ])('%s: kept', (_name, error) => {
    expect(refusesRefresh(error)).toBe(false);
  });

  it('what a page or handler call says about the session: ended, ask the refresh token, or nothing', () => {
    expect(sessionRefusal(refusalOf({ status: 10102 }))).toBe('ended');
    expect(sessionRefusal(refusalOf({ status: 10103 }))).toBe('ended');
    expect(sessionRefusal(refusalOf({ status: 10111 }))).toBe('ask');
    expect(sessionRefusal(refusalOf({ status: 1004 }))).toBe('ask');
    expect(sessionRefusal(refusalOf({ status: -1, message: 'please log in' }))).toBe('ask');
    expect(sessionRefusal(network)).toBeNull();
    expect(sessionRefusal(timeout)).toBeNull();
    // Only the platform's own refusal speaks for the session, whatever another error's words.
    expect(sessionRefusal(new Error('please log in'))).toBeNull();
  });
});
