import type { LiveStatusUpdate } from '@/features/live/live.types';
import { openLiveSocket, type LiveSocket, type LiveSocketOptions, type PushMessage } from '@/features/live/liveSocket';
import { statusFromPush } from './pushed';

/**
 * The statuses of the lives a list shows (home's live strip, moreLive), as pushes bring them:
 * one socket per page whatever the number of badges (the relay sends `live_status` of every live
 * to every socket, decision 0019). It opens with the first badge that watches, closes with the
 * last, and sleeps while the page is hidden. A status is kept only for a live someone watches.
 */
export interface StatusBoard {
  /** The pushed status of a live, or undefined while none came. */
  get(id: number): LiveStatusUpdate | undefined;
  /** Watches one live; the listener runs on every change of any watched status. Gives the way to stop. */
  watch(id: number, listener: () => void): () => void;
}

type SocketOpener = (options: Pick<LiveSocketOptions, 'onMessage' | 'onState' | 'onOpen'>) => LiveSocket;

/** What the board needs of the document: whether the page is shown, and when that changes. */
export interface PageVisibility {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export function createStatusBoard(open: SocketOpener, documentLike: PageVisibility | null): StatusBoard {
  const statuses = new Map<number, LiveStatusUpdate>();
  const watched = new Map<number, number>();
  const listeners = new Set<() => void>();
  let socket: LiveSocket | null = null;

  const onMessage = (message: PushMessage) => {
    if (message.type !== 'live_status' && message.type !== 'live_status_subscribe') return;
    const next = statusFromPush(message.data);
    if (!next || !watched.has(next.id)) return;
    const current = statuses.get(next.id);
    if (
      current &&
      current.status === next.status &&
      current.liveUrl === next.liveUrl &&
      current.playbackUrl === next.playbackUrl
    )
      return;
    statuses.set(next.id, next);
    for (const listener of listeners) listener();
  };

  const onVisibility = () => {
    if (documentLike?.visibilityState === 'hidden') socket?.pause();
    else socket?.resume();
  };

  function start() {
    socket = open({ onMessage, onState: () => undefined });
    documentLike?.addEventListener('visibilitychange', onVisibility);
  }

  function stop() {
    documentLike?.removeEventListener('visibilitychange', onVisibility);
    socket?.stop();
    socket = null;
  }

  return {
    get: (id) => statuses.get(id),
    watch(id, listener) {
      listeners.add(listener);
      watched.set(id, (watched.get(id) ?? 0) + 1);
      if (socket === null) start();
      return () => {
        listeners.delete(listener);
        const left = (watched.get(id) ?? 1) - 1;
        if (left > 0) watched.set(id, left);
        else {
          watched.delete(id);
          statuses.delete(id);
        }
        if (watched.size === 0) stop();
      };
    },
  };
}

/** The page's board, made on first use in the browser (no socket where WebSocket is missing). */
let pageBoard: StatusBoard | null = null;
export function statusBoard(url: () => string): StatusBoard {
  if (pageBoard) return pageBoard;
  const canConnect = typeof WebSocket !== 'undefined';
  pageBoard = createStatusBoard(
    (options) => (canConnect ? openLiveSocket({ url: url(), ...options }) : { pause() {}, resume() {}, stop() {} }),
    typeof document === 'undefined' ? null : document,
  );
  return pageBoard;
}
