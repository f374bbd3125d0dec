/**
 * The browser's live push connection (docs/product.md §4 and §7, "Live push"; decision 0019).
 * It opens our own server's socket (`{basePath}/api/live/socket`), which relays the platform's.
 *
 * States: created → open, then closed or error; after either it reconnects in about 4 s (±25 %
 * jitter, so readers who lost it together do not come back together), doubling after repeated
 * failures up to a minute. It pings every 60 s. While the page is hidden it stays closed; when it
 * opens again after a gap, `onOpen(true)` tells the page to fetch what it missed.
 */

export type LiveSocketState = 'created' | 'open' | 'closed' | 'error';

export const PING_MS = 60_000;
export const RECONNECT_MS = 4_000;
export const MAX_RECONNECT_MS = 60_000;

/** The pushes the page acts on; any other type, or any code but 200, is ignored. */
export const PUSH_TYPES = ['ping', 'live_status', 'live_status_subscribe', 'live_reporting', 'live_discuss'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

export interface PushMessage {
  code: 200;
  type: PushType;
  data: Record<string, unknown>;
}

/** A message as the page may use it, or null (not JSON, another code, another type). */
export function parsePush(text: unknown): PushMessage | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { code, type, data } = value as { code?: unknown; type?: unknown; data?: unknown };
  if (Number(code) !== 200 || !PUSH_TYPES.includes(type as PushType)) return null;
  return {
    code: 200,
    type: type as PushType,
    data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {},
  };
}

/**
 * Milliseconds before reconnect attempt `failures` (0 after a connection that had opened):
 * 4 s for the first two, then doubling to a minute; each ±25 % at random.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_MS, RECONNECT_MS * 2 ** Math.max(0, failures - 2));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The relay's address on this page's host (ws: or wss: as the page). */
export function socketUrl(pageUrl: string, basePath: string): string {
  const url = new URL(`${basePath}/api/live/socket`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export interface LiveSocketOptions {
  url: string;
  /** The open live: subscribed on every open. */
  liveId?: number;
  onMessage: (message: PushMessage) => void;
  onState: (state: LiveSocketState) => void;
  /** After every open; `afterGap` when it is not the first (the page fetches what it missed). */
  onOpen?: (afterGap: boolean) => void;
  /** Consecutive failures so far (the page falls back to polling after a few). */
  onFailure?: (failures: number) => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

export interface LiveSocket {
  /** Stops reconnecting and closes (page hidden, or left). */
  pause(): void;
  /** Connects again now (page shown again). */
  resume(): void;
  stop(): void;
}

export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let openedBefore = false;
  let paused = false;

  const clearTimers = () => {
    clearInterval(pingTimer);
    clearTimeout(retryTimer);
    pingTimer = undefined;
    retryTimer = undefined;
  };

  const send = (message: object) => {
    if (socket?.readyState === 1) socket.send(JSON.stringify(message));
  };

  function connect() {
    clearTimers();
    if (paused) return;
    let current: WebSocket;
    try {
      current = create(options.url);
    } catch {
      return scheduleRetry('error');
    }
    socket = current;
    options.onState('created');
    let opened = false;
    current.onopen = () => {
      opened = true;
      failures = 0;
      options.onState('open');
      if (options.liveId) send({ type: 'subscribe', data: { id: options.liveId } });
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_MS);
      options.onOpen?.(openedBefore);
      openedBefore = true;
    };
    current.onmessage = (event: MessageEvent) => {
      const message = parsePush(event.data);
      if (message) options.onMessage(message);
    };
    let ended = false;
    const end = (state: 'closed' | 'error') => {
      if (ended || socket !== current) return;
      ended = true;
      socket = null;
      if (!opened) failures++;
      scheduleRetry(state);
    };
    current.onerror = () => end('error');
    current.onclose = () => end('closed');
  }

  function scheduleRetry(state: 'closed' | 'error') {
    clearTimers();
    options.onState(state);
    if (failures > 0) options.onFailure?.(failures);
    if (paused) return;
    retryTimer = setTimeout(connect, reconnectDelay(failures, options.random));
  }

  function closeSocket() {
    const current = socket;
    socket = null;
    clearTimers();
    if (current) {
      current.onopen = current.onmessage = current.onerror = current.onclose = null;
      current.close();
    }
  }

  connect();
  return {
    pause() {
      paused = true;
      closeSocket();
      options.onState('closed');
    },
    resume() {
      if (!paused) return;
      paused = false;
      connect();
    },
    stop() {
      paused = true;
      closeSocket();
    },
  };
}
