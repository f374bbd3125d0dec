import { BASE_PATH } from '@/lib/routing/basePath';
import { redirectOnTo } from './returnRedirect';

// The redirect after a sign-in (the app's ticket handover, weixin's callback): our own origin, under
// the base path, the route's own parameters added, never stored by a cache.
process.env.SITE_ORIGIN = 'https://touch.example.org/';

describe('redirectOnTo', () => {
  it('goes on to the in-app path under the base path of our own origin, its query and fragment kept, not cached', () => {
    const response = redirectOnTo('/newsDetail/1/1000.html?from=app#comments', 303);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `https://touch.example.org${BASE_PATH}/newsDetail/1/1000.html?from=app#comments`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("adds the route's parameters to the ones the path has, replacing one of the same name", () => {
    const response = redirectOnTo('/mySpace.html?wx=old&tab=1', 302, { wx: 'failed' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe(`${BASE_PATH}/mySpace.html`);
    expect([...location.searchParams]).toEqual([
      ['wx', 'failed'],
      ['tab', '1'],
    ]);
  });
});
