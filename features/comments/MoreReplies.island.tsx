'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { commentReplies } from '@/lib/client/endpoints';
import { useLoadNearEnd, useMorePages } from '@/lib/client/useMorePages';
import type { Comment } from '@/features/comments/comment.types';
import { CommentItem, type CommentContext } from './CommentItem';
import { MoreTail } from './MoreTail.island';
import styles from './Comments.module.css';

/** replyAll's pages after the server's first: the next when the end comes into view; a failed page offers a retry. */
export function MoreReplies({
  commentId,
  context,
  hasMore,
  empty,
}: {
  commentId: number;
  context: CommentContext;
  hasMore: boolean;
  empty: boolean;
}) {
  const t = useTranslations('comments');
  const more = useMorePages<Comment>({
    firstPage: 1,
    hasMore,
    failedText: t('loadFailed'),
    keyOf: (reply) => reply.id,
    fetchPage: async (page) => {
      const answer = await callHandler(commentReplies, { commentId, page });
      return { items: answer.replies, hasMore: answer.hasMore };
    },
  });
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadNearEnd(sentinel, more);

  return (
    <div className={styles.more}>
      {more.items.length > 0 ? (
        <ol className={styles.list}>
          {more.items.map((reply) => (
            <CommentItem key={reply.id} comment={reply} context={context} />
          ))}
        </ol>
      ) : null}
      <div ref={sentinel} />
      <MoreTail more={more} doneText={empty && more.items.length === 0 ? t('empty') : t('noMore')} />
    </div>
  );
}
