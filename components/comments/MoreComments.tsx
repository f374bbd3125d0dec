'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { commentPage } from '@/lib/client/endpoints';
import type { CommentThread } from '@/lib/types/comment';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { CommentList } from './CommentList';
import styles from './Comments.module.css';

interface MoreCommentsProps {
  sourceType: number;
  objectId: number;
  ownHost: string;
  /** The first page this island loads (0-based): the pages before it are the server's. */
  firstPage: number;
  order?: 'newest' | 'hot';
  /** The server could not load the comments: say so and offer the retry at once. */
  failedBefore?: boolean;
  /** Whether there is anything after the server's pages. */
  hasMore?: boolean;
}

type Phase = 'idle' | 'loading' | 'failed' | 'done';

/**
 * The pages after the server's (commentAll's infinite list), or the first one when the server's
 * load failed. A failed page keeps what is shown and offers a retry; the end says 'no more'.
 */
export function MoreComments({ sourceType, objectId, ownHost, firstPage, order = 'newest', failedBefore = false, hasMore = true }: MoreCommentsProps) {
  const t = useTranslations('comments');
  const errorText = useCallErrorText();
  const [threads, setThreads] = useState<CommentThread[]>([]);
  const [page, setPage] = useState(firstPage);
  const [phase, setPhase] = useState<Phase>(failedBefore ? 'failed' : hasMore ? 'idle' : 'done');
  const [problem, setProblem] = useState<string | null>(failedBefore ? t('loadFailed') : null);
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  const load = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setPhase('loading');
    try {
      const answer = await callHandler(commentPage, { sourceType, objectId, page, order });
      setThreads((shown) => [...shown, ...answer.threads.filter((thread) => !shown.some((known) => known.id === thread.id))]);
      setPage(page + 1);
      setProblem(null);
      setPhase(answer.hasMore ? 'idle' : 'done');
    } catch (error) {
      setProblem(errorText(error, t('loadFailed')));
      setPhase('failed');
    } finally {
      loading.current = false;
    }
  }, [sourceType, objectId, page, order, errorText, t]);

  // Infinite paging: the next page when the end of the list comes into view (the button stays for keyboards).
  useEffect(() => {
    const element = sentinel.current;
    if (!element || phase !== 'idle' || failedBefore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load();
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase, load, failedBefore]);

  return (
    <div className={styles.more}>
      {threads.length > 0 ? <CommentList threads={threads} context={{ sourceType, objectId, ownHost }} /> : null}
      <div ref={sentinel} />
      {phase === 'done' ? (
        <p className={styles.muted}>{threads.length === 0 && firstPage === 0 ? t('empty') : t('noMore')}</p>
      ) : (
        <>
          {problem ? (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          ) : null}
          <button type="button" className={styles.loadMore} onClick={() => void load()} disabled={phase === 'loading'}>
            {phase === 'loading' ? t('loading') : phase === 'failed' ? t('retry') : t('loadMore')}
          </button>
        </>
      )}
    </div>
  );
}
