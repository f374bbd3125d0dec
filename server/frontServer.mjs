// The front server's HTTP server (server/main.mjs; the abuse tests start the same one): forwarded
// headers settled, security headers set, then the health endpoints, the purge endpoint, robots.txt, the page cache and
// Next (front.mjs); live sockets to the relay. With the limits of docs/decisions/0040 on clients
// that are slow to send or hold too many connections (connectionLimits.mjs).
import http from 'node:http';
import { plainAddress, settleForwarded } from './forwarded.mjs';
import { rawAnswer, setSecurityHeaders } from './securityHeaders.mjs';
import { createAddressCounter, TOO_MANY_RETRY_AFTER_SECONDS } from './connectionLimits.mjs';

const TOO_MANY_BODY = JSON.stringify({
  error: {
    code: 'tooManyConnections',
    message: 'too many connections from your address, try again shortly',
    retryAfterSeconds: TOO_MANY_RETRY_AFTER_SECONDS,
  },
});

/**
 * @param {{
 *   front: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
 *   trusted: Set<string>,
 *   limits: ReturnType<typeof import('./connectionLimits.mjs').connectionLimits>,
 *   basePath: string,
 *   purge?: { path: string, handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown },
 *   health?: { handle: (req: http.IncomingMessage, res: http.ServerResponse) => boolean },
 *   live?: { path: string, handleUpgrade: (req: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer, address: string) => void },
 * }} options
 */
export function createFrontServer({ front, trusted, limits, basePath, purge, health, live }) {
  const connections = createAddressCounter(limits.perAddress);
  const requests = createAddressCounter(limits.perAddress);

  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node checks the two timeouts above (its default, 30 s, would let them run late).
      connectionsCheckingInterval: Math.max(250, Math.min(1_000, limits.headersTimeoutMs / 4)),
    },
    (req, res) => {
      // Forwarded headers only from a trusted proxy; then the headers every answer carries.
      const { address, secure } = settleForwarded(req, trusted);
      setSecurityHeaders(res, { secure });
      // Behind a proxy every reader shares its connections: what one reader holds is counted
      // by the address the proxy vouches for, in requests under way.
      if (trusted.has(plainAddress(req.socket.remoteAddress))) {
        const release = requests.take(address);
        if (release === null) return tooMany(res);
        res.once('close', release);
      }
      // A balancer's health checks (server/health.mjs) never wait behind readers' work.
      if (health?.handle(req, res)) return;
      if (purge && req.method === 'POST' && req.url === purge.path) return void purge.handle(req, res);
      // Crawlers read robots.txt at the origin's root only: the site's own answers there (decision 0023).
      if (req.url === '/robots.txt') req.url = `${basePath}/robots.txt`;
      // Browsers ask the origin's root for its icon: the site's own (public/favicon.ico, made from app/icon.svg).
      if (req.url === '/favicon.ico') req.url = `${basePath}/favicon.ico`;
      Promise.resolve(front(req, res)).catch((error) => {
        console.error('[front] unexpected error', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end();
      });
    },
  );

  // Direct clients: connections per socket address. A trusted proxy's own are not counted.
  server.on('connection', (socket) => {
    const peer = plainAddress(socket.remoteAddress);
    if (trusted.has(peer)) return;
    const release = connections.take(peer);
    if (release === null) {
      socket.on('error', () => socket.destroy());
      socket.end(
        rawAnswer(429, 'Too Many Requests', {
          body: TOO_MANY_BODY,
          headers: [
            ['retry-after', String(TOO_MANY_RETRY_AFTER_SECONDS)],
            ['content-type', 'application/json'],
          ],
        }),
      );
      return;
    }
    socket.once('close', release);
  });

  // What Node answers on the socket itself (a request line and headers too slow to arrive: 408;
  // headers too large: 431; anything it cannot parse: 400) carries the security headers too.
  server.on('clientError', (error, socket) => {
    socket.on('error', () => socket.destroy());
    const code = /** @type {{ code?: string }} */ (error).code;
    // An answer already under way cannot be replaced: the connection just ends (as Node does).
    const answering = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (/** @type {unknown} */ (socket))
      ._httpMessage;
    if (code === 'ECONNRESET' || !socket.writable || answering?.headersSent) return void socket.destroy();
    const [status, reason] =
      code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large']
          : [400, 'Bad Request'];
    socket.end(rawAnswer(status, reason));
  });

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const { address } = settleForwarded(req, trusted);
    if (live && (req.url ?? '').split('?')[0] === live.path) return live.handleUpgrade(req, socket, head, address);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  return Object.assign(server, { connectionsByAddress: connections, requestsByAddress: requests });
}

/** @param {http.ServerResponse} res */
function tooMany(res) {
  res.writeHead(429, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'retry-after': String(TOO_MANY_RETRY_AFTER_SECONDS),
  });
  res.end(TOO_MANY_BODY);
}
