import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every route.ts under app/api, as its path under /api/. */
function routeFolders(dir = path.join(process.cwd(), 'app/api'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return routeFolders(path.join(dir, entry.name), `${prefix}${prefix ? '/' : ''}${entry.name}`);
    return entry.name === 'route.ts' ? [prefix] : [];
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

// docs/decisions/0008: one way to answer. A handler written by hand would answer its own error
// shape and skip the same-origin check; this finds it.
describe.each(routeFolders())('app/api/%s', (folder) => {
  it('exports only handlers made by defineHandler, each defined for its own path and method', async () => {
    const route = (await import(`@/app/api/${folder}/route`)) as Record<string, unknown>;
    const handlers = Object.entries(route).filter(([name]) => METHODS.includes(name));
    expect(handlers.length).toBeGreaterThan(0);
    for (const [method, handler] of handlers) {
      expect(typeof handler).toBe('function');
      const definition = (handler as { definition?: { path: string; method: string } }).definition;
      expect(definition).toEqual(expect.objectContaining({ path: folder, method }));
    }
  });
});

// docs/where-code-lives.md: an API path names the slice that answers it. app/api/<slice>/<name>/route.ts
// re-exports features/<slice>/<name>.handler.ts, and app/api/<slice>/route.ts the slice's own
// <slice>.handler.ts, so the address in a browser's network panel says which file to open.
describe.each(routeFolders())('app/api/%s', (folder) => {
  it('re-exports the handler its path names', () => {
    const source = readFileSync(path.join(process.cwd(), 'app/api', folder, 'route.ts'), 'utf8');
    const [slice, name = slice, ...rest] = folder.split('/');
    expect(rest).toEqual([]);
    expect(source.trim()).toMatch(
      new RegExp(`^export \\{ [A-Z, ]+ \\} from '@/features/${slice}/${name}\\.handler';$`),
    );
  });
});
