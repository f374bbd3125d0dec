import { ROUTE_NAMES } from '@/lib/routing/routeTable';
import { inlineRouteUrls, routeUrlPattern } from './routeUrls';

// A route's address is built by its route's href() only (docs/decisions/0039): product code
// (features/, components/, lib/, app/, proxy.ts) spells no `/replyAll/${id}.html` or '/login.html'
// outside the slices' routes.ts, so a route's segments change in one place.

describe('route addresses', () => {
  it('are built only by their route’s href() in product code', () => {
    const found = inlineRouteUrls(ROUTE_NAMES).map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(found).toEqual([]);
  });

  it('are found in strings, templates and JSX attributes, and not in comments', () => {
    const source = [
      "// '/home.html' in a comment is no address",
      "const a = '/login.html';",
      'const b = (id: number) => `/replyAll/${id}.html`;',
      'const c = (base: string) => `${base}/search.html?keyword=x`;',
      'const d = <a href="/columnDetail/3.html">x</a>;',
      "const e = '/api/search/hot';",
      "const f = '/homework.html';",
    ].join('\n');
    const found = inlineRouteUrls(ROUTE_NAMES, [{ file: 'features/probe/Probe.tsx', source }]).filter(
      (hit) => hit.file === 'features/probe/Probe.tsx',
    );
    expect(found.map((hit) => [hit.line, hit.text])).toEqual([
      [2, '/login.html'],
      [3, '/replyAll/'],
      [4, '/search.html?keyword=x'],
      [5, '/columnDetail/3.html'],
    ]);
  });

  it('match a route name only as a whole first segment', () => {
    const pattern = routeUrlPattern(['home', 'paper']);
    expect(pattern.test('/home.html')).toBe(true);
    expect(pattern.test('/paper/20261123/1/01.html')).toBe(true);
    expect(pattern.test('/homework.html')).toBe(false);
    expect(pattern.test('/paperArticle/3.html')).toBe(false);
    expect(pattern.test('/api/paper')).toBe(false);
  });
});
