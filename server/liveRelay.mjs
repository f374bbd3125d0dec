// The live push relay (docs/decisions/0019): readers' browsers open a websocket to us, at
// {base}/api/live/socket; this process holds ONE socket to the platform's push server and relays
// what it pushes. The platform's token never reaches a browser (decision 0003), the page's CSP
// needs only 'self', and a thousand readers cost the platform one connection per instance.
//
// Browsers speak the platform's dialect ({type:'ping'}, {type:'subscribe', data:{id}}; pushes
// {code, type, data}). Pings are answered here. live_status goes to every browser (the home strip
// shows lives it has not opened); live_status_subscribe, live_reporting and live_discuss go to
// the browsers following that live. When the platform's socket is lost every browser socket is
// closed (1013, try again later), so pages show "reconnecting" and fetch what they missed when
// they are back; while it is down, upgrades are refused with 503 and Retry-After.
//
// What one browser may cost (docs/decisions/0040): a socket is opened only from our own pages
// (Origin: SITE_ORIGIN or the host addressed, as our API's same-origin rule), at most
// `socketsPerAddress` from one reader's address, and it may send `messagesPerSecond` messages
// (a burst of `messageBurst`); one that sends more is closed with 1008. Subscriptions are
// coalesced: a live some browser already follows is not asked of the platform again (the new
// follower is answered from the status the relay keeps), and a live nobody follows any more is
// unsubscribed upstream. Four sockets looping subscribe/unsubscribe cost the platform seconds of
// CPU before.
import { WebSocket, WebSocketServer } from 'ws';
import { plainAddress } from './forwarded.mjs';
import { createAddressCounter } from './connectionLimits.mjs';

export const RELAY_HEADER = 'x-touch-relay';
const PING_MS = 60_000;
const IDLE_MS = 150_000;
const MAX_SUBSCRIPTIONS = 20;
const RETRY_MS = 4_000;
const MAX_RETRY_MS = 30_000;
/** How long the relay keeps following a live nobody follows any more: a page reloaded, or a loop, costs the platform nothing. */
const LINGER_MS = 10_000;

/**
 * The relay's limits from the environment (README, "Environment").
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function liveLimits(env) {
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    socketsPerAddress: number('LIVE_SOCKETS_PER_ADDRESS', 8),
    messagesPerSecond: number('LIVE_MESSAGES_PER_SECOND', 2),
    messageBurst: 20,
  };
}

/**
 * Whether an upgrade comes from one of our pages: its Origin is SITE_ORIGIN or the host the browser
 * addressed (X-Forwarded-Host only behind a trusted proxy, settled by forwarded.mjs); a request
 * without an Origin is no browser page of ours.
 * @param {import('node:http').IncomingMessage} req @param {string | undefined} siteOrigin @param {boolean} trustForwardedHost
 */
export function isOwnOrigin(req, siteOrigin, trustForwardedHost) {
  const origin = req.headers.origin;
  if (!origin) return false;
  let host;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  let site = '';
  try {
    site = siteOrigin ? new URL(siteOrigin).host : '';
  } catch {
    site = '';
  }
  const forwarded = trustForwardedHost ? req.headers['x-forwarded-host'] : undefined;
  const addressed = (typeof forwarded === 'string' && forwarded) || req.headers.host;
  return host === site || (addressed !== undefined && host === addressed);
}

/**
 * @param {{
 *   ticket: () => Promise<{socketUrl: string, token: string}>,
 *   log?: (message: string) => void,
 *   createSocket?: (url: string) => WebSocket,
 *   siteOrigin?: string, trustForwardedHost?: boolean,
 *   socketsPerAddress?: number, messagesPerSecond?: number, messageBurst?: number, lingerMs?: number,
 *   now?: () => number,
 * }} options ticket: where the platform's socket is and the token to open it with
 */
export function createLiveRelay({
  ticket,
  log = (m) => console.log(m),
  createSocket = (url) => new WebSocket(url),
  siteOrigin,
  trustForwardedHost = false,
  socketsPerAddress = 8,
  lingerMs = LINGER_MS,
  messagesPerSecond = 2,
  messageBurst = 20,
  now = Date.now,
}) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 4096,
    clientTracking: false,
    perMessageDeflate: false,
  });
  /** @typedef {{lives: Set<number>, lastSeen: number, tokens: number, filledAt: number, closed: boolean}} BrowserState */
  /** @type {Map<WebSocket, BrowserState>} */
  const browsers = new Map();
  const socketsByAddress = createAddressCounter(socketsPerAddress);
  /** @type {Map<number, number>} how many browsers follow each live: asked of the platform once */
  const followers = new Map();
  /** @type {Map<number, unknown>} the last status the platform gave of each followed live */
  const statuses = new Map();
  /** @type {Map<number, ReturnType<typeof setTimeout>>} lives nobody follows, unsubscribed upstream after lingerMs */
  const lingering = new Map();
  let upstreamMessages = 0;
  /** @type {WebSocket | null} */
  let upstream = null;
  let upstreamOpen = false;
  let connecting = false;
  let failures = 0;
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let retryTimer;
  const sendUpstream = (/** @type {object} */ message) => {
    if (upstream && upstreamOpen) {
      upstreamMessages += 1;
      upstream.send(JSON.stringify(message));
    }
  };

  /** A browser follows a live: the platform is asked only for the first follower. @param {WebSocket} ws @param {BrowserState} state @param {number} id */
  function follow(ws, state, id) {
    if (state.lives.has(id)) return answerStatus(ws, id);
    if (state.lives.size >= MAX_SUBSCRIPTIONS) return;
    state.lives.add(id);
    const count = followers.get(id);
    followers.set(id, (count ?? 0) + 1);
    clearTimeout(lingering.get(id));
    lingering.delete(id);
    // Asked once: the platform answers live_status_subscribe with the current status, which every
    // follower then hears; later followers get the status kept from it.
    if (count === undefined) sendUpstream({ type: 'subscribe', data: { id } });
    else answerStatus(ws, id);
  }

  /** @param {WebSocket} ws @param {number} id */
  function answerStatus(ws, id) {
    if (statuses.has(id) && ws.readyState === WebSocket.OPEN)
      ws.send(JSON.stringify({ code: 200, type: 'live_status_subscribe', data: statuses.get(id) }));
  }

  /** A browser stops following a live: the last follower's leaving unsubscribes upstream. @param {BrowserState} state @param {number} id */
  function unfollow(state, id) {
    if (!state.lives.delete(id)) return;
    const left = Math.max(0, (followers.get(id) ?? 1) - 1);
    followers.set(id, left);
    if (left > 0 || lingering.has(id)) return;
    // Kept a while before the platform is told: whoever follows it again meanwhile costs nothing.
    const timer = setTimeout(() => {
      lingering.delete(id);
      if (followers.get(id) !== 0) return;
      followers.delete(id);
      statuses.delete(id);
      sendUpstream({ type: 'unsubscribe', data: { id } });
    }, lingerMs);
    timer.unref?.();
    lingering.set(id, timer);
  }

  /** A browser socket is gone: what it followed, and its place in its address's count. @param {BrowserState} state */
  function forget(state) {
    if (state.closed) return;
    state.closed = true;
    for (const id of [...state.lives]) unfollow(state, id);
  }

  async function connectUpstream() {
    if (stopped || connecting || upstream) return;
    connecting = true;
    clearTimeout(retryTimer);
    try {
      const { socketUrl, token } = await ticket();
      const socket = createSocket(`${socketUrl.replace(/\/+$/, '')}/ws/${encodeURIComponent(token)}`);
      upstream = socket;
      socket.on('open', () => {
        upstreamOpen = true;
        if (failures > 0) log(`[live relay] platform socket back after ${failures} failed attempts`);
        failures = 0;
        for (const id of followers.keys()) sendUpstream({ type: 'subscribe', data: { id } });
      });
      socket.on('message', (data) => relay(data.toString()));
      socket.on('error', () => socket.terminate());
      socket.on('close', () => lostUpstream(socket));
    } catch (error) {
      upstream = null;
      scheduleUpstream(error);
    } finally {
      connecting = false;
    }
  }

  /** @param {WebSocket} socket */
  function lostUpstream(socket) {
    if (upstream !== socket) return;
    const wasOpen = upstreamOpen;
    upstream = null;
    upstreamOpen = false;
    // Readers learn at once, reconnect to us with their own jitter, and catch up then.
    for (const [ws, state] of browsers) {
      forget(state);
      ws.close(1013, 'platform socket lost');
    }
    browsers.clear();
    // Every follower is gone with its socket: nothing to keep following or to unsubscribe.
    for (const timer of lingering.values()) clearTimeout(timer);
    lingering.clear();
    followers.clear();
    statuses.clear();
    scheduleUpstream(wasOpen ? null : new Error('closed before open'));
  }

  /** @param {unknown} error */
  function scheduleUpstream(error) {
    if (stopped) return;
    if (error) failures++;
    if (failures === 1)
      log(`[live relay] platform socket unavailable: ${error instanceof Error ? error.message : 'closed'}`);
    const base = Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** Math.max(0, failures - 2));
    retryTimer = setTimeout(connectUpstream, Math.round(base * (0.75 + Math.random() * 0.5)));
    retryTimer.unref?.();
  }

  /** A push from the platform, passed to the browsers it concerns. @param {string} text */
  function relay(text) {
    /** @type {{code?: unknown, type?: unknown, data?: {fileId?: unknown}}} */
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const id = Number(message?.data?.fileId);
    // No such live: nobody follows it any more (its followers are not told, as before).
    if (message?.type === 'live_status_subscribe' && Number(message.code) === 404) {
      for (const state of browsers.values()) state.lives.delete(id);
      followers.delete(id);
      statuses.delete(id);
      clearTimeout(lingering.get(id));
      lingering.delete(id);
      return;
    }
    if (Number(message?.code) !== 200 || message.type === 'ping') return;
    const toAll = message.type === 'live_status';
    if ((toAll || message.type === 'live_status_subscribe') && followers.has(id)) statuses.set(id, message.data);
    for (const [ws, state] of browsers) {
      if (ws.readyState === WebSocket.OPEN && (toAll || state.lives.has(id))) ws.send(text);
    }
  }

  /** @param {WebSocket} ws @param {BrowserState} state @param {string} text */
  function fromBrowser(ws, state, text) {
    if (state.closed) return;
    const at = now();
    state.lastSeen = at;
    // A token bucket per socket: a page pings once a minute and subscribes a few times.
    state.tokens = Math.min(messageBurst, state.tokens + ((at - state.filledAt) / 1000) * messagesPerSecond);
    state.filledAt = at;
    if (state.tokens < 1) {
      forget(state);
      ws.close(1008, 'too many messages');
      return;
    }
    state.tokens -= 1;
    /** @type {{type?: unknown, data?: {id?: unknown}}} */
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const id = Number(message?.data?.id);
    if (message?.type === 'ping') {
      ws.send(JSON.stringify({ code: 200, type: 'ping', data: { time: Date.now() } }));
    } else if (message?.type === 'subscribe' && Number.isInteger(id) && id > 0) {
      follow(ws, state, id);
    } else if (message?.type === 'unsubscribe') {
      unfollow(state, id);
    }
  }

  const sweeper = setInterval(() => {
    const limit = Date.now() - IDLE_MS;
    for (const [ws, state] of browsers) {
      if (state.lastSeen < limit) {
        forget(state);
        ws.terminate();
        browsers.delete(ws);
      }
    }
    sendUpstream({ type: 'ping' });
  }, PING_MS);
  sweeper.unref();

  return {
    /**
     * The server's 'upgrade' for {base}/api/live/socket.
     * @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head
     */
    handleUpgrade(req, socket, head, address = plainAddress(req.socket.remoteAddress)) {
      if (!isOwnOrigin(req, siteOrigin, trustForwardedHost)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      if (!upstreamOpen) {
        void connectUpstream();
        socket.end(
          'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 4\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
        return;
      }
      const release = socketsByAddress.take(address);
      if (release === null) {
        socket.end(
          'HTTP/1.1 429 Too Many Requests\r\nRetry-After: 30\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
        return;
      }
      // The socket's close frees the address's place, whether or not the upgrade completed.
      socket.once('close', release);
      wss.handleUpgrade(req, socket, head, (ws) => {
        /** @type {BrowserState} */
        const state = { lives: new Set(), lastSeen: now(), tokens: messageBurst, filledAt: now(), closed: false };
        browsers.set(ws, state);
        ws.on('message', (data) => fromBrowser(ws, state, data.toString()));
        ws.on('close', () => {
          forget(state);
          browsers.delete(ws);
        });
        ws.on('error', () => ws.terminate());
      });
    },
    /** Opens the platform's socket now rather than at the first reader. */
    start: () => void connectUpstream(),
    get browsers() {
      return browsers.size;
    },
    get connected() {
      return upstreamOpen;
    },
    /** Messages sent to the platform since the start (subscriptions, pings). */
    get upstreamMessages() {
      return upstreamMessages;
    },
    /** Lives some browser follows. */
    get followed() {
      return followers.size;
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(sweeper);
      for (const timer of lingering.values()) clearTimeout(timer);
      lingering.clear();
      for (const ws of browsers.keys()) ws.terminate();
      browsers.clear();
      upstream?.terminate();
      wss.close();
    },
  };
}
