'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { LiveReport, LiveStatusUpdate } from '@/features/live/live.types';
import { formatDateTime } from '@/lib/format/dateTime';
import { liveState, updatesLine } from '@/features/live/liveState';
import { useClock } from './useClock';
import { callHandler } from '@/lib/client/http';
import { liveUpdates } from '@/lib/client/endpoints';
import { mergeReports } from '@/features/live/reportFeed';
import type { PushedComment } from '@/features/live/pushed';
import { useLiveFeed } from './useLiveFeed';
import { LiveStage } from './LiveStage.island';
import { ReportItem } from './ReportItem';
import styles from './Live.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

interface LiveRoomProps {
  liveId: number;
  title: string;
  poster: string;
  startsAt: string | null;
  /** The planned end: an on-air live long past it says so (docs/decisions/0094). */
  endsAt: string | null;
  startText: string | null;
  status: LiveStatusUpdate;
  /** When the server rendered the page (ms): the clock a preview's phase is judged by while hydrating. */
  renderedAt: number;
  reports: LiveReport[];
  hasMore: boolean;
  /** The introduction (server-rendered), between the stage and the reports. */
  children?: React.ReactNode;
}

/**
 * The live part of a live page: the stage and the reporting stream, kept current by push
 * (useLiveFeed). Its first render is the server's (the first page of reports is in the cached
 * HTML); new reports are announced politely, and counted in a pill when the reader has
 * scrolled away from the top of the stream.
 */
export function LiveRoom({
  liveId,
  title,
  poster,
  startsAt,
  endsAt,
  startText,
  status: initialStatus,
  renderedAt,
  reports: initialReports,
  hasMore: initialHasMore,
  children,
}: LiveRoomProps) {
  const t = useTranslations('live');
  const locale = useLocale();
  const [announcement, setAnnouncement] = useState('');
  const [unseen, setUnseen] = useState(0);
  // A tap in the server HTML would be lost without a sign: the control waits for the script.
  const hydrated = useHydrated();
  const [older, setOlder] = useState<{ reports: LiveReport[]; page: number; hasMore: boolean; loading: boolean }>({
    reports: [],
    page: 0,
    hasMore: initialHasMore,
    loading: false,
  });
  const topRef = useRef<HTMLDivElement>(null);
  const topVisible = useRef(true);

  const onReports = useCallback(
    (added: LiveReport[]) => {
      const newest = added[0];
      if (newest) setAnnouncement(t('announceReport', { author: newest.author, text: newest.text.slice(0, 120) }));
      if (!topVisible.current) setUnseen((n) => n + added.length);
    },
    [t],
  );

  // A status change is news too: said when it happens here (not on load).
  const onStatus = useCallback(
    (next: LiveStatusUpdate) => {
      const { phase: nextPhase } = liveState({
        status: next.status,
        appLiveUrl: next.liveUrl,
        appPlaybackUrl: next.playbackUrl,
      });
      setAnnouncement(t('announceStatus', { phase: t(nextPhase) }));
    },
    [t],
  );

  // Comments made public while the reader is here; the section below shows the rest (cached HTML).
  const [discussion, setDiscussion] = useState<PushedComment[]>([]);
  const onDiscuss = useCallback(
    (comment: PushedComment) => {
      setDiscussion((current) =>
        current.some((c) => c.id === comment.id) ? current : [comment, ...current].slice(0, 50),
      );
      setAnnouncement(t('announceComment', { name: comment.userName, text: comment.content.slice(0, 120) }));
    },
    [t],
  );

  const { status, reports, connection, statusChanged } = useLiveFeed({
    liveId,
    status: initialStatus,
    reports: initialReports,
    onReports,
    onStatus,
    onDiscuss,
  });
  const now = useClock(renderedAt);
  // One derivation for the badge, the stage and the status line (docs/product.md §4).
  const state = liveState({
    status: status.status,
    appLiveUrl: status.liveUrl,
    appPlaybackUrl: status.playbackUrl,
    startsAt,
    endsAt,
    now,
  });
  const { phase, label } = state;
  const line = updatesLine(phase, connection);

  useEffect(() => {
    const top = topRef.current;
    if (!top || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      topVisible.current = entry?.isIntersecting ?? true;
      if (topVisible.current) setUnseen(0);
    });
    observer.observe(top);
    return () => observer.disconnect();
  }, []);

  const clock = useCallback((iso: string) => formatDateTime(iso, locale, 'monthDayTime'), [locale]);

  const shown = useMemo(() => mergeReports(reports, older.reports), [reports, older.reports]);

  const loadOlder = async () => {
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const answer = await callHandler(liveUpdates, { id: liveId, page: older.page + 1 });
      setOlder((o) => ({
        reports: mergeReports(o.reports, answer.reports),
        page: o.page + 1,
        hasMore: answer.hasMore,
        loading: false,
      }));
    } catch {
      setOlder((o) => ({ ...o, loading: false }));
    }
  };

  return (
    <>
      <p className={`${styles.meta} ${styles.badgeRow}`}>
        <span className={styles.badge} data-phase={phase} data-label={label} data-testid="live-badge">
          {t(label)}
        </span>
      </p>
      <LiveStage
        state={state}
        title={title}
        poster={poster}
        startsAt={startsAt}
        startText={startText}
        autoPlay={statusChanged}
      />
      {children}
      <section className={styles.reports} aria-labelledby="live-reports">
        <div className={styles.reportsHead} ref={topRef}>
          <h2 className={styles.reportsTitle} id="live-reports">
            {t('reports')}
          </h2>
          <span className={styles.connection} data-state={connection} data-line={line} data-testid="live-connection">
            {t(`connection.${line}`)}
          </span>
        </div>
        {unseen > 0 ? (
          <button
            type="button"
            className={styles.pill}
            onClick={() => {
              topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              setUnseen(0);
            }}
          >
            {t('newUpdates', { count: unseen })}
          </button>
        ) : null}
        {shown.length === 0 ? <p className={styles.empty}>{t('noReports')}</p> : null}
        <ol className={styles.list}>
          {shown.map((report) => (
            <ReportItem key={report.id} report={report} clock={clock} />
          ))}
        </ol>
        {older.hasMore ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => void loadOlder()}
            disabled={!hydrated || older.loading}
          >
            {older.loading ? t('loadingEarlier') : t('earlier')}
          </button>
        ) : null}
        {discussion.length > 0 ? (
          <section className={styles.discussion} aria-labelledby="live-discussion">
            <h3 className={styles.discussionTitle} id="live-discussion">
              {t('discussionNow')}
            </h3>
            <ul className={styles.discussionList}>
              {discussion.map((comment) => (
                <li key={comment.id}>
                  <span className={styles.author}>{comment.userName}</span> {comment.content}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-announcement">
          {announcement}
        </p>
      </section>
    </>
  );
}
