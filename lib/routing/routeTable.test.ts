import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROUTES, ROUTE_NAMES, routeTableJson } from './routeTable';
import { pageQueryKeysOf } from './pageQuery';

const ROOT = path.resolve(__dirname, '../..');

describe('the route table', () => {
  it('is committed as the registry makes it (run `node scripts/route-table.mjs` after changing a routes file)', () => {
    expect(readFileSync(path.join(ROOT, 'lib/routing/routeTable.json'), 'utf8')).toBe(routeTableJson());
  });

  it('names each route once, and gives every route a page or handler in app/', () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
    for (const name of ROUTE_NAMES) {
      const own = ['page.tsx', '[[...params]]/page.tsx', '[[...params]]/route.ts'].some((file) => {
        try {
          return readFileSync(path.join(ROOT, 'app', name, file)).length > 0;
        } catch {
          return false;
        }
      });
      // index is home under another name (proxy.ts).
      expect({ name, own: own || name === 'index' }).toEqual({ name, own: true });
    }
  });

  it('tags segments the route has, and builds addresses its own segments parse', () => {
    for (const facts of ROUTES) expect(facts.tags).toHaveLength(facts.segments.names.length);
  });
});

/** What the plain-Node front server makes of an address with the committed table (server/pageRoutes.mjs). */
function frontServer(paths: string[]): { isPublic: boolean; query: string; tags: string[] }[] {
  const script = `
    import { pageRoute, isPublicPage, pageQuery, pageTags } from './server/pageRoutes.mjs';
    const out = JSON.parse(process.argv[1]).map((address) => {
      const url = new URL(address, 'http://x');
      const route = pageRoute(url.pathname);
      return { isPublic: isPublicPage(route), query: pageQuery(route, url.searchParams), tags: pageTags(route) };
    });
    console.log(JSON.stringify(out));`;
  const output = execFileSync('node', ['--input-type=module', '-e', script, JSON.stringify(paths)], {
    cwd: ROOT,
    env: { ...process.env, BUILD_TYPE: 'wap', TEMPLATE_PREFIX: 'touch' },
  });
  return JSON.parse(output.toString());
}

describe('the front server and the TypeScript code read the same facts', () => {
  it('agrees on public pages, the query a render may read, and the cache tags', () => {
    const cases: { path: string; query: string }[] = ROUTES.map((facts) => ({
      path: `/${facts.name}/${facts.segments.names.map((_, index) => 11 + index).join('/')}.html`.replace(
        '/.html',
        '.html',
      ),
      // Values the front server keeps as they are (it normalises the global keys' values: `lang=bo`).
      query: [...facts.query.map((key) => `${key}=v`), 'lang=bo', 'utm_source=v'].join('&'),
    }));
    const answers = frontServer(cases.map(({ path: address, query }) => `/wap/touch${address}?${query}`));
    cases.forEach(({ path: address, query }, index) => {
      const facts = ROUTES[index]!;
      const answer = answers[index]!;
      expect({ route: facts.name, isPublic: answer.isPublic }).toEqual({ route: facts.name, isPublic: facts.public });
      const kept = new URLSearchParams(query);
      const expected = pageQueryKeysOf(facts.name)
        .filter((key) => kept.has(key))
        .sort();
      expect({ route: facts.name, keys: [...new URLSearchParams(answer.query).keys()] }).toEqual({
        route: facts.name,
        keys: expected,
      });
      const tagged = facts.tags.flatMap((kind, at) => (kind === '-' ? [] : [`${kind}:${11 + at}`]));
      expect({ route: facts.name, tags: answer.tags }).toEqual({
        route: facts.name,
        tags: ['page:all', `route:${facts.name}`, ...tagged],
      });
      void address;
    });
  });
});
