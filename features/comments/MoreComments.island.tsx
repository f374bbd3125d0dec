'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { commentPage } from '@/lib/client/endpoints';
import { useLoadNearEnd, useMorePages } from '@/lib/client/useMorePages';
import type { CommentThread } from '@/features/comments/comment.types';
import { CommentList } from './CommentList';
import { MoreTail } from './MoreTail.island';
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

/**
 * The pages after the server's (commentAll's infinite list), or the first one when the server's
 * load failed. A failed page keeps what is shown and offers a retry; the end says 'no more'.
 */
export function MoreComments({
  sourceType,
  objectId,
  ownHost,
  firstPage,
  order = 'newest',
  failedBefore = false,
  hasMore = true,
}: MoreCommentsProps) {
  const t = useTranslations('comments');
  const more = useMorePages<CommentThread>({
    firstPage,
    hasMore,
    failedBefore,
    failedText: t('loadFailed'),
    keyOf: (thread) => thread.id,
    fetchPage: async (page) => {
      const answer = await callHandler(commentPage, { sourceType, objectId, page, order });
      return { items: answer.threads, hasMore: answer.hasMore };
    },
  });
  const sentinel = useRef<HTMLDivElement>(null);
  // The button stays: for keyboards, and for the pages after those loaded near the end.
  useLoadNearEnd(sentinel, more);

  return (
    <div className={styles.more}>
      {more.items.length > 0 ? <CommentList threads={more.items} context={{ sourceType, objectId, ownHost }} /> : null}
      <div ref={sentinel} />
      <MoreTail more={more} doneText={more.items.length === 0 && firstPage === 0 ? t('empty') : t('noMore')} />
    </div>
  );
}
