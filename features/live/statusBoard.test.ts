import type { LiveSocketOptions, PushMessage } from '@/features/live/liveSocket';
import { createStatusBoard } from './statusBoard';

function fakeSocket() {
  const opened: Pick<LiveSocketOptions, 'onMessage'>[] = [];
  const calls = { pause: 0, resume: 0, stop: 0 };
  const open = (options: Pick<LiveSocketOptions, 'onMessage' | 'onState' | 'onOpen'>) => {
    opened.push(options);
    return { pause: () => void calls.pause++, resume: () => void calls.resume++, stop: () => void calls.stop++ };
  };
  const push = (type: PushMessage['type'], data: Record<string, unknown>) =>
    opened[opened.length - 1]!.onMessage({ code: 200, type, data });
  return { open, opened, calls, push };
}

function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible',
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    set(state: string) {
      this.visibilityState = state;
      for (const listener of listeners) listener();
    },
  };
}

describe('the status board of a list of lives', () => {
  it('opens one socket for every badge and keeps the pushed statuses of the watched lives only', () => {
    const socket = fakeSocket();
    const board = createStatusBoard(socket.open, null);
    const heard: string[] = [];
    const stopA = board.watch(1003, () => heard.push('a'));
    const stopB = board.watch(1004, () => heard.push('b'));
    expect(socket.opened).toHaveLength(1);

    socket.push('live_status', { fileId: 1003, status: 1, appLiveUrl: 'http://m/live.m3u8' });
    expect(board.get(1003)).toEqual({ id: 1003, status: 1, liveUrl: 'http://m/live.m3u8', playbackUrl: '' });
    expect(heard).toEqual(['a', 'b']);
    // Another live, a repeat, garbage or another type: nothing changes.
    socket.push('live_status', { fileId: 9999, status: 2 });
    socket.push('live_status', { fileId: 1003, status: 1, appLiveUrl: 'http://m/live.m3u8' });
    socket.push('live_status', { fileId: 'x', status: 'y' });
    socket.push('live_reporting', { fileId: 1004, report: { fileId: 1 } });
    expect(board.get(9999)).toBeUndefined();
    expect(heard).toHaveLength(2);

    stopA();
    expect(board.get(1003)).toBeUndefined();
    expect(socket.calls.stop).toBe(0);
    stopB();
    expect(socket.calls.stop).toBe(1);
    board.watch(1004, () => undefined);
    expect(socket.opened).toHaveLength(2);
  });

  it('sleeps while the page is hidden and wakes when it is shown', () => {
    const socket = fakeSocket();
    const page = fakeDocument();
    const board = createStatusBoard(socket.open, page);
    const stop = board.watch(1003, () => undefined);
    page.set('hidden');
    expect(socket.calls.pause).toBe(1);
    page.set('visible');
    expect(socket.calls.resume).toBe(1);
    stop();
    page.set('hidden');
    expect(socket.calls.pause).toBe(1);
  });
});
