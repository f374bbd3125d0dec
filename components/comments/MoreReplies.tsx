'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { commentReplies } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import type { Comment } from '@/lib/types/comment';
import { CommentItem, type CommentContext } from './CommentItem';
import styles from './Comments.module.css';

type Phase = 'idle' | 'loading' | 'failed' | 'done';

/** replyAll's pages after the server's first: the next when the end comes into view; a failed page offers a retry. */
export function MoreReplies({ commentId, context, hasMore, empty }: { commentId: number; context: CommentContext; hasMore: boolean; empty: boolean }) {
  const t = useTranslations('comments');
  const errorText = useCallErrorText();
  const [replies, setReplies] = useState<Comment[]>([]);
  const [page, setPage] = useState(1);
  const [phase, setPhase] = useState<Phase>(hasMore ? 'idle' : 'done');
  const [problem, setProblem] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  const load = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setPhase('loading');
    try {
      const answer = await callHandler(commentReplies, { commentId, page });
      setReplies((shown) => [...shown, ...answer.replies.filter((reply) => !shown.some((known) => known.id === reply.id))]);
      setPage(page + 1);
      setProblem(null);
      setPhase(answer.hasMore ? 'idle' : 'done');
    } catch (error) {
      setProblem(errorText(error, t('loadFailed')));
      setPhase('failed');
    } finally {
      loading.current = false;
    }
  }, [commentId, page, errorText, t]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || phase !== 'idle') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load();
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase, load]);

  return (
    <div className={styles.more}>
      {replies.length > 0 ? (
        <ol className={styles.list}>
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} context={context} />
          ))}
        </ol>
      ) : null}
      <div ref={sentinel} />
      {phase === 'done' ? (
        <p className={styles.muted}>{empty && replies.length === 0 ? t('empty') : t('noMore')}</p>
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
