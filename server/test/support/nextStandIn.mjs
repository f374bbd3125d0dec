// Stands in for Next when server/main.mjs runs under test (server/test/support/withNextStandIn.mjs
// resolves `next` here). A render the front server asks for (the fill header) answers a page that
// says which reader cookies it was given; anything passed on answers the headers Next was handed,
// so a test sees exactly what reached Next, and which process (render worker) it reached. Two
// addresses stand for a render worker's worst days: `/__stand-in/crash` ends the process, and
// `/__stand-in/hang` blocks its event loop for good (server/test/renderWorkers.test.mjs).
import { SESSION_COOKIE_PREFIX } from '../../pageRoutes.mjs';

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function handle(req, res) {
  if ((req.url ?? '').endsWith('/__stand-in/crash')) process.exit(3);
  if ((req.url ?? '').endsWith('/__stand-in/hang')) for (;;);
  if (
    req.headers['x-touch-relay'] !== undefined &&
    req.headers['x-touch-fill'] === undefined &&
    (req.url ?? '').includes('/api/live/relayTicket')
  ) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end('{}');
  }
  if (req.headers['x-touch-fill'] === '1') {
    const busy = req.headers['x-touch-busy'] === '1';
    const member = (req.headers.cookie ?? '').includes(SESSION_COOKIE_PREFIX);
    res.writeHead(busy ? 503 : 200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(
      `<!doctype html><html><body><p>${member ? 'rendered for a member' : 'rendered for everyone'}</p><!-- cookie: ${req.headers.cookie ?? ''} --></body></html>`,
    );
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ passed: true, url: req.url, headers: req.headers, pid: process.pid }));
  });
}

export default function next() {
  return { prepare: async () => {}, getRequestHandler: () => handle };
}
