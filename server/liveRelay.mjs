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
import { WebSocket, WebSocketServer } from 'ws';

export const RELAY_HEADER = 'x-touch-relay';
const PING_MS = 60_000;
const IDLE_MS = 150_000;
const MAX_SUBSCRIPTIONS = 20;
const RETRY_MS = 4_000;
const MAX_RETRY_MS = 30_000;

/**
 * @param {{
 *   ticket: () => Promise<{socketUrl: string, token: string}>,
 *   log?: (message: string) => void,
 *   createSocket?: (url: string) => WebSocket,
 * }} options ticket: where the platform's socket is and the token to open it with
 */
export function createLiveRelay({ ticket, log = (m) => console.log(m), createSocket = (url) => new WebSocket(url) }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, clientTracking: false, perMessageDeflate: false });
  /** @type {Map<WebSocket, {lives: Set<number>, lastSeen: number}>} */
  const browsers = new Map();
  /** @type {WebSocket | null} */
  let upstream = null;
  let upstreamOpen = false;
  let connecting = false;
  let failures = 0;
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let retryTimer;
  /** @type {Set<number>} every live some browser follows: subscribed again on every upstream open */
  const followed = new Set();

  const sendUpstream = (/** @type {object} */ message) => {
    if (upstream && upstreamOpen) upstream.send(JSON.stringify(message));
  };

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
        for (const id of followed) sendUpstream({ type: 'subscribe', data: { id } });
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
    for (const ws of browsers.keys()) ws.close(1013, 'platform socket lost');
    browsers.clear();
    scheduleUpstream(wasOpen ? null : new Error('closed before open'));
  }

  /** @param {unknown} error */
  function scheduleUpstream(error) {
    if (stopped) return;
    if (error) failures++;
    if (failures === 1) log(`[live relay] platform socket unavailable: ${error instanceof Error ? error.message : 'closed'}`);
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
    if (Number(message?.code) !== 200 || message.type === 'ping') return;
    const id = Number(message.data?.fileId);
    const toAll = message.type === 'live_status';
    for (const [ws, state] of browsers) {
      if (ws.readyState === WebSocket.OPEN && (toAll || state.lives.has(id))) ws.send(text);
    }
  }

  /** @param {WebSocket} ws @param {{lives: Set<number>, lastSeen: number}} state @param {string} text */
  function fromBrowser(ws, state, text) {
    state.lastSeen = Date.now();
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
    } else if (message?.type === 'subscribe' && Number.isInteger(id) && id > 0 && state.lives.size < MAX_SUBSCRIPTIONS) {
      state.lives.add(id);
      followed.add(id);
      // Asked every time: the platform answers live_status_subscribe with the current status.
      sendUpstream({ type: 'subscribe', data: { id } });
    } else if (message?.type === 'unsubscribe') {
      state.lives.delete(id);
    }
  }

  const sweeper = setInterval(() => {
    const limit = Date.now() - IDLE_MS;
    for (const [ws, state] of browsers) {
      if (state.lastSeen < limit) {
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
    handleUpgrade(req, socket, head) {
      if (!upstreamOpen) {
        void connectUpstream();
        socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 4\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const state = { lives: new Set(), lastSeen: Date.now() };
        browsers.set(ws, state);
        ws.on('message', (data) => fromBrowser(ws, state, data.toString()));
        ws.on('close', () => browsers.delete(ws));
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
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(sweeper);
      for (const ws of browsers.keys()) ws.terminate();
      browsers.clear();
      upstream?.terminate();
      wss.close();
    },
  };
}
