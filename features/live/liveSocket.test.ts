import { openLiveSocket, parsePush, reconnectDelay, socketUrl, PING_MS, type LiveSocketState } from './liveSocket';

/** A WebSocket stand-in the test drives: open, message, close. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(public url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup(random = () => 0.5) {
  FakeSocket.made = [];
  const states: LiveSocketState[] = [];
  const messages: unknown[] = [];
  const opens: boolean[] = [];
  const socket = openLiveSocket({
    url: 'ws://example.test/api/live/socket',
    liveId: 1004,
    onMessage: (m) => messages.push(m),
    onState: (s) => states.push(s),
    onOpen: (afterGap) => opens.push(afterGap),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    random,
  });
  return { socket, states, messages, opens, last: () => FakeSocket.made[FakeSocket.made.length - 1]! };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('openLiveSocket', () => {
  it('goes created → open, subscribes to the open live and pings every 60 s', () => {
    const { states, last } = setup();
    last().open();
    expect(states).toEqual(['created', 'open']);
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'subscribe', data: { id: 1004 } });
    jest.advanceTimersByTime(PING_MS);
    expect(JSON.parse(last().sent[1]!)).toEqual({ type: 'ping' });
  });

  it('reconnects about 4 s after a close, and says the reopen came after a gap', () => {
    const { states, opens, last } = setup();
    last().open();
    last().drop();
    expect(states.at(-1)).toBe('closed');
    jest.advanceTimersByTime(3_999);
    expect(FakeSocket.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    last().open();
    expect(opens).toEqual([false, true]);
  });

  it('backs off while the server stays down', () => {
    const { last } = setup();
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = FakeSocket.made.length;
      last().onerror?.();
      let waited = 0;
      while (FakeSocket.made.length === before) {
        jest.advanceTimersByTime(500);
        waited += 500;
      }
      times.push(waited);
    }
    expect(times).toEqual([4_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
  });

  it('passes on only code 200 messages of the known types', () => {
    const { messages, last } = setup();
    last().open();
    last().onmessage?.({ data: JSON.stringify({ code: 200, type: 'live_reporting', data: { fileId: 1 } }) });
    last().onmessage?.({ data: JSON.stringify({ code: 500, type: 'live_reporting', data: {} }) });
    last().onmessage?.({ data: JSON.stringify({ code: 200, type: 'advert', data: {} }) });
    last().onmessage?.({ data: 'not json' });
    expect(messages).toEqual([{ code: 200, type: 'live_reporting', data: { fileId: 1 } }]);
  });

  it('stays closed while paused and connects at once on resume', () => {
    const { socket, last } = setup();
    last().open();
    socket.pause();
    jest.advanceTimersByTime(120_000);
    expect(FakeSocket.made).toHaveLength(1);
    socket.resume();
    expect(FakeSocket.made).toHaveLength(2);
  });
});

describe('reconnectDelay', () => {
  it('spreads readers who lost the socket together over ±25 %', () => {
    expect(reconnectDelay(0, () => 0)).toBe(3_000);
    expect(reconnectDelay(0, () => 1)).toBe(5_000);
    expect(reconnectDelay(20, () => 0.5)).toBe(60_000);
  });
});

describe('parsePush and socketUrl', () => {
  it('refuses what is not a push', () => {
    expect(parsePush(42)).toBeNull();
    expect(parsePush('{"code":"200","type":"ping"}')).toEqual({ code: 200, type: 'ping', data: {} });
  });
  it('uses wss on https pages and the base path', () => {
    expect(socketUrl('https://news.example/wap/touch/liveDetail/1/1.html', '/wap/touch')).toBe(
      'wss://news.example/wap/touch/api/live/socket',
    );
    expect(socketUrl('http://127.0.0.1:3115/x', '')).toBe('ws://127.0.0.1:3115/api/live/socket');
  });
});
