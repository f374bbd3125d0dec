import http from 'node:http';
import { createFront } from '../../front.mjs';
import { createPageCache } from '../../pageCache.mjs';
import { portOf } from './ports.mjs';
import { twoServers } from './twoServers.mjs';

/** @typedef {Parameters<typeof createFront>[0]} FrontOptions */

/**
 * The front server (server/front.mjs) before `internal`, a stand-in for Next's page renders, as
 * most front server tests set it up: its cache on, a 1 MB page cache, fresh for a minute and stale
 * for ten seconds, and what Next's own handler would answer (API calls, pages the cache path does
 * not render) a 404. A test gives what it is about; both servers listen before the file's tests
 * and close after them (twoServers.mjs), and `get` asks the front.
 * @param {http.Server} internal
 * @param {Partial<FrontOptions> & { around?: (serve: () => void) => void }} [options] `around`
 *   runs each request's synchronous part (a test that counts what a request does)
 */
export function frontUnderTest(internal, { around = (serve) => serve(), ...options } = {}) {
  const front = createFront({
    handle: (_req, res) => {
      res.writeHead(404);
      res.end();
    },
    internalPort: () => portOf(internal),
    cache: createPageCache({ maxBytes: 1 << 20 }),
    freshMs: 60_000,
    staleMs: 10_000,
    enabled: true,
    ...options,
  });
  const server = http.createServer((req, res) => around(() => void front(req, res)));
  return { server, ...twoServers(internal, server) };
}
