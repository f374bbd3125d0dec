import { pageQueryKeysOf, pageRequestOf, querySuffix } from './pageQuery';
import { GLOBAL_QUERY_KEYS } from './routeTable';

describe('pageRequestOf', () => {
  it('splits the path from the query and names the route by its first segment', () => {
    const request = pageRequestOf('/newsDetail/12/345.html?title=%E6%A0%87%E9%A2%98');
    expect(request.pathname).toBe('/newsDetail/12/345.html');
    expect(request.route).toBe('newsDetail');
    expect(request.query.get('title')).toBe('标题');
  });

  it('keeps only the global keys and the route’s own: others (share tracking, say) are invisible', () => {
    const { query } = pageRequestOf('/newsDetail/1/2.html?utm_source=wx&dark=true&keyword=x&from=timeline&lang=bo');
    expect(query.toString()).toBe('dark=true&lang=bo');
  });

  it('gives a route its own keys and no other route’s', () => {
    expect(pageRequestOf('/search.html?keyword=%E9%9B%AA&tclass=2&id=3').query.toString()).toBe(
      'keyword=%E9%9B%AA&tclass=2',
    );
    expect(pageRequestOf('/moreModules.html?id=3&keyword=x').query.toString()).toBe('id=3');
  });

  it('keeps the first value of a key, as the page cache keys on it', () => {
    expect(pageRequestOf('/home.html?theme=dark&theme=grey').query.getAll('theme')).toEqual(['dark']);
  });

  it('answers an empty query for a path without one, and an empty route for no path', () => {
    expect(pageRequestOf('/home.html').query.toString()).toBe('');
    expect(pageRequestOf('')).toMatchObject({ pathname: '', route: '' });
  });

  it('cannot be changed by one reader of it for the next', () => {
    const { query } = pageRequestOf('/home.html?dark=true');
    expect(() => (query as URLSearchParams).set('dark', 'false')).toThrow();
  });

  it('does not take inherited names for routes', () => {
    expect(pageQueryKeysOf('constructor')).toEqual(GLOBAL_QUERY_KEYS);
    expect(pageQueryKeysOf('__proto__')).toEqual(GLOBAL_QUERY_KEYS);
  });
});

describe('querySuffix', () => {
  it('is empty without a query and starts with ? with one', () => {
    expect(querySuffix(new URLSearchParams())).toBe('');
    expect(querySuffix(new URLSearchParams('lang=bo&dark=true'))).toBe('?lang=bo&dark=true');
  });
});
