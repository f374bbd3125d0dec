/**
 * The live push socket (docs/platform-api.md "Live push", docs/decisions/0019): a websocket at
 * `/ws/{token}`, the token the one getConfig names (socketServer.token) or a reader's (anonymous or
 * member) token, checked like any call's.
 *
 * Messages are `{code, type, data}` JSON. A client sends `{type:'ping'}` (every 60 s) and is
 * answered `{code:200, type:'ping'}`; `{type:'subscribe', data:{id}}` answers
 * `live_status_subscribe` with the live's current status and from then on sends that live's
 * reports (`live_reporting`) and approved discussion (`live_discuss`). Every socket hears every
 * `live_status` (the home strip shows the status of lives it has not opened). Anything else
 * answers code 400, which clients ignore.
 *
 * A socket that has sent nothing for IDLE_MS is dropped: a client pings every 60 s, so silence
 * that long means the other end is gone (a phone that lost its network sends no close).
 */
import crypto from 'node:crypto';
import { WebSocketServer } from 'ws';

/** Two missed pings and a half. */
export const IDLE_MS = 150_000;
/** The most lives one socket may follow (a page follows one; the home strip none). */
const MAX_SUBSCRIPTIONS = 20;

/**
 * @typedef {{code: number, type: string, data: unknown}} PushMessage
 * @typedef {{lives: Set<number>, lastSeen: number}} SocketState
 */

/**
 * The websocket token of getConfig's socketServer: the push carries what every reader may see (a
 * live's status, its reports, its approved comments), so one token for the site, published in the
 * configuration, opens it. Derived from the site's private key: stable while the data is.
 * @param {string} privatePem
 */
export function liveSocketToken(privatePem) {
  return crypto.createHash('sha256').update('live-push\0').update(privatePem).digest('hex').slice(0, 32);
}

/** The designed dialect's lives: a live's id is its article's. */
const SAME_IDS = { own: (/** @type {number} */ id) => id, article: (/** @type {number} */ id) => id };

/**
 * @param {{
 *   tokens: import('./tokens.mjs').TokenStore, tokenEnable: boolean, socketToken?: string,
 *   statusOf: (id: number) => Record<string, unknown> | null,
 *   liveIds?: {own: (articleId: number) => number, article: (id: number) => number},
 *   now?: () => number,
 * }} deps statusOf: the live_status data of a live, null when there is no such live; socketToken:
 *   getConfig's websocket token, accepted beside readers' tokens ('' or absent: readers' tokens only);
 *   liveIds: how a live's own id and its article's relate (the real dialects give lives ids of their
 *   own, lib/dialect/live-ids.mjs): pushes name a live by its own id, a subscription may use either
 */
export function createLivePush({
  tokens,
  tokenEnable,
  socketToken = '',
  statusOf,
  liveIds = SAME_IDS,
  now = () => Date.now(),
}) {
  /** A live's status as pushed, naming the live by its own id. @param {number} articleId */
  const pushedStatus = (articleId) => {
    const data = statusOf(articleId);
    return data ? { ...data, fileId: liveIds.own(articleId) } : null;
  };
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 4096,
    clientTracking: false,
    perMessageDeflate: false,
  });
  /** @type {Map<import('ws').WebSocket, SocketState>} */
  const sockets = new Map();

  /** @param {import('ws').WebSocket} ws @param {PushMessage} message */
  const send = (ws, message) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  /** @param {import('ws').WebSocket} ws @param {SocketState} state @param {string} raw */
  function onMessage(ws, state, raw) {
    state.lastSeen = now();
    /** @type {{type?: unknown, data?: {id?: unknown}}} */
    let message;
    try {
      message = JSON.parse(raw);
    } catch {
      return send(ws, { code: 400, type: 'error', data: { message: 'not JSON' } });
    }
    const asked = Number(message?.data?.id);
    const id = Number.isInteger(asked) && asked > 0 ? liveIds.article(asked) : asked;
    switch (message?.type) {
      case 'ping':
        return send(ws, { code: 200, type: 'ping', data: { time: now() } });
      case 'subscribe': {
        const status = Number.isInteger(id) && id > 0 ? pushedStatus(id) : null;
        if (!status)
          return send(ws, {
            code: 404,
            type: 'live_status_subscribe',
            data: { fileId: asked, message: 'live not found' },
          });
        if (!state.lives.has(id) && state.lives.size >= MAX_SUBSCRIPTIONS) {
          return send(ws, {
            code: 429,
            type: 'live_status_subscribe',
            data: { fileId: asked, message: 'too many subscriptions' },
          });
        }
        state.lives.add(id);
        return send(ws, { code: 200, type: 'live_status_subscribe', data: status });
      }
      case 'unsubscribe':
        state.lives.delete(id);
        return undefined;
      default:
        return send(ws, { code: 400, type: 'error', data: { message: 'unknown type' } });
    }
  }

  /** @param {import('ws').WebSocket} ws */
  function attach(ws) {
    /** @type {SocketState} */
    const state = { lives: new Set(), lastSeen: now() };
    sockets.set(ws, state);
    ws.on('message', (data) => onMessage(ws, state, data.toString()));
    ws.on('close', () => sockets.delete(ws));
    ws.on('error', () => ws.terminate());
  }

  /** Whether a token is getConfig's websocket token (compared in constant time). @param {string} token */
  function isSocketToken(token) {
    const given = Buffer.from(token);
    const expected = Buffer.from(socketToken);
    return expected.length > 0 && given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  /** A refusal before the upgrade: a plain HTTP answer on the raw socket. @param {import('node:stream').Duplex} socket @param {string} status */
  function refuse(socket, status) {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  /**
   * The server's 'upgrade' listener. Answers false for paths that are not the socket's.
   * @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head
   */
  function handleUpgrade(req, socket, head) {
    const match = /^\/ws\/([^/?#]+)\/?(?:\?.*)?$/.exec(req.url ?? '');
    if (!match) return false;
    const token = decodeURIComponent(match[1] ?? '');
    if (tokenEnable && !isSocketToken(token) && !tokens.valid(token, ['anonymous', 'access'])) {
      refuse(socket, '401 Unauthorized');
      return true;
    }
    wss.handleUpgrade(req, socket, head, attach);
    return true;
  }

  /**
   * One message to many sockets, serialized once.
   * @param {PushMessage} message @param {(state: SocketState) => boolean} wanted
   * @returns {number} how many sockets it was sent to
   */
  function fanOut(message, wanted) {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const [ws, state] of sockets) {
      if (ws.readyState !== ws.OPEN || !wanted(state)) continue;
      ws.send(text);
      sent++;
    }
    return sent;
  }

  /** Drops sockets silent for longer than IDLE_MS. @returns {number} how many were dropped */
  function sweep() {
    const limit = now() - IDLE_MS;
    let dropped = 0;
    for (const [ws, state] of sockets) {
      if (state.lastSeen >= limit) continue;
      ws.terminate();
      sockets.delete(ws);
      dropped++;
    }
    return dropped;
  }
  const sweeper = setInterval(sweep, 30_000);
  sweeper.unref();

  return {
    handleUpgrade,
    sweep,
    /** A live's status changed: every socket hears it. @param {number} id */
    status(id) {
      const data = pushedStatus(id);
      return data ? fanOut({ code: 200, type: 'live_status', data }, () => true) : 0;
    },
    /** A report was posted to a live: its subscribers get it. @param {number} liveId @param {unknown} report */
    report(liveId, report) {
      return fanOut({ code: 200, type: 'live_reporting', data: { fileId: liveIds.own(liveId), report } }, (s) =>
        s.lives.has(liveId),
      );
    },
    /** A discussion comment of a live was approved: its subscribers get it. @param {number} liveId @param {unknown} comment */
    discuss(liveId, comment) {
      return fanOut({ code: 200, type: 'live_discuss', data: { fileId: liveIds.own(liveId), comment } }, (s) =>
        s.lives.has(liveId),
      );
    },
    /** Drops every socket at once, as a platform restart does (faults mode: tests of reconnection). */
    dropAll() {
      const count = sockets.size;
      for (const ws of sockets.keys()) ws.terminate();
      sockets.clear();
      return count;
    },
    get size() {
      return sockets.size;
    },
    close() {
      clearInterval(sweeper);
      for (const ws of sockets.keys()) ws.terminate();
      sockets.clear();
      wss.close();
    },
  };
}

/** @typedef {ReturnType<typeof createLivePush>} LivePush */
