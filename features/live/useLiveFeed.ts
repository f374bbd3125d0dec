'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveReport, LiveStatusUpdate } from '@/features/live/live.types';
import { BASE_PATH } from '@/lib/routing/basePath';
import { callHandler } from '@/lib/client/http';
import { liveUpdates } from '@/lib/client/endpoints';
import { openLiveSocket, socketUrl, type PushMessage } from '@/features/live/liveSocket';
import { isPushForOpenLive } from '@/features/live/liveState';
import { mergeReports } from '@/features/live/reportFeed';
import { commentFromPush, reportFromPush, statusFromPush, type PushedComment } from '@/features/live/pushed';

/** What the reader is told about the updates: live by push, reconnecting, or polling. */
export type FeedConnection = 'connecting' | 'live' | 'reconnecting' | 'polling';

/** Failed connections in a row before the page also polls. */
const POLL_AFTER_FAILURES = 3;
const POLL_MS = 10_000;

interface FeedOptions {
  liveId: number;
  status: LiveStatusUpdate;
  reports: LiveReport[];
  /** New reports and status changes (for the polite live region and the "new updates" pill). */
  onReports?: (added: LiveReport[]) => void;
  /** A status change after load. */
  onStatus?: (status: LiveStatusUpdate) => void;
  /** Live discussion pushes (comments made public while the reader is here). */
  onDiscuss?: (comment: PushedComment) => void;
}

/**
 * The open live's status and reporting stream, kept current: pushes from our relay socket,
 * a catch-up fetch every time the socket (re)opens (a cached page may be seconds old, and a
 * dropped socket misses pushes), and polling while the socket cannot be had. The page is
 * followed only while visible; coming back catches up.
 */
export function useLiveFeed({
  liveId,
  status: initialStatus,
  reports: initialReports,
  onReports,
  onStatus,
  onDiscuss,
}: FeedOptions) {
  const [status, setStatus] = useState(initialStatus);
  const [reports, setReports] = useState(initialReports);
  const [connection, setConnection] = useState<FeedConnection>('connecting');
  /** True once the status changed after load: the player may then start by itself. */
  const [statusChanged, setStatusChanged] = useState(false);
  const reportsRef = useRef(reports);
  const statusRef = useRef(status);
  /** Counts pushed statuses: a catch-up answer asked before a push must not undo it. */
  const pushedStatuses = useRef(0);
  const callbacks = useRef({ onReports, onStatus, onDiscuss });
  useEffect(() => {
    callbacks.current = { onReports, onStatus, onDiscuss };
  });

  // `quiet`: the first catch-up after load only brings a cached page up to date; that is not news.
  const applyReports = useCallback((incoming: LiveReport[], quiet = false) => {
    const known = new Set(reportsRef.current.map((r) => r.id));
    const merged = mergeReports(reportsRef.current, incoming);
    if (merged === reportsRef.current) return;
    reportsRef.current = merged;
    setReports(merged);
    const added = incoming.filter((r) => !known.has(r.id));
    if (added.length > 0 && !quiet) callbacks.current.onReports?.(added);
  }, []);

  const applyStatus = useCallback(
    (next: LiveStatusUpdate, quiet = false) => {
      if (!isPushForOpenLive(liveId, next.id)) return;
      const current = statusRef.current;
      if (
        current.status === next.status &&
        current.liveUrl === next.liveUrl &&
        current.playbackUrl === next.playbackUrl
      )
        return;
      statusRef.current = next;
      setStatus(next);
      if (quiet) return;
      setStatusChanged(true);
      callbacks.current.onStatus?.(next);
    },
    [liveId],
  );

  const catchUp = useCallback(
    async (quiet = false) => {
      const pushedBefore = pushedStatuses.current;
      try {
        const answer = await callHandler(liveUpdates, { id: liveId, page: 0 });
        // The answer may be up to 2 s old (shared between readers): a push since the question is newer.
        if (pushedStatuses.current === pushedBefore) applyStatus(answer.status, quiet);
        applyReports(answer.reports, quiet);
      } catch {
        // The next open or poll tries again; the page keeps what it shows.
      }
    },
    [liveId, applyStatus, applyReports],
  );

  useEffect(() => {
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
    };
    const startPolling = () => {
      if (pollTimer) return;
      setConnection('polling');
      pollTimer = setInterval(() => void catchUp(), POLL_MS);
    };
    const onMessage = (message: PushMessage) => {
      switch (message.type) {
        case 'live_status':
        case 'live_status_subscribe': {
          const next = statusFromPush(message.data);
          if (next && isPushForOpenLive(liveId, next.id)) {
            pushedStatuses.current++;
            applyStatus(next);
          }
          break;
        }
        case 'live_reporting': {
          const pushed = reportFromPush(message.data);
          if (pushed && isPushForOpenLive(liveId, pushed.liveId)) applyReports([pushed.report]);
          break;
        }
        case 'live_discuss': {
          const pushed = commentFromPush(message.data);
          if (pushed && isPushForOpenLive(liveId, pushed.liveId)) callbacks.current.onDiscuss?.(pushed.comment);
          break;
        }
        default:
          break;
      }
    };
    if (typeof WebSocket === 'undefined') {
      startPolling();
      return stopPolling;
    }
    const socket = openLiveSocket({
      url: socketUrl(window.location.href, BASE_PATH),
      liveId,
      onMessage,
      onState: (state) => {
        if (state === 'open') {
          stopPolling();
          setConnection('live');
        } else if ((state === 'closed' || state === 'error') && !pollTimer) {
          setConnection((current) => (current === 'polling' ? current : 'reconnecting'));
        }
      },
      onOpen: (afterGap) => void catchUp(!afterGap),
      onFailure: (failures) => {
        if (failures >= POLL_AFTER_FAILURES) startPolling();
      },
    });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        socket.pause();
        stopPolling();
      } else {
        setConnection('connecting');
        socket.resume();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopPolling();
      socket.stop();
    };
  }, [liveId, applyStatus, applyReports, catchUp]);

  return { status, reports, connection, statusChanged };
}
