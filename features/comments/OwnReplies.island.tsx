'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { commentReader, threadOf, useCommentReader } from './commentStore';
import { CommentItem, type CommentContext } from './CommentItem';
import styles from './Comments.module.css';

/**
 * The reader's own replies to a thread made on this visit (and their pending ones), under the
 * thread they answer: the shared list has them only after a reload, and above the list (by the
 * input) they read as new first comments.
 */
export function OwnReplies({
  threadId,
  authorName,
  context,
}: {
  threadId: number;
  authorName: string;
  context: CommentContext;
}) {
  const t = useTranslations('comments');
  const reader = useCommentReader();
  useEffect(() => commentReader.showsThread(threadId), [threadId]);
  const replies = reader.own
    .filter(
      (comment) =>
        comment.id !== threadId &&
        threadOf(comment) === threadId &&
        (comment.pending || reader.postedNow.has(comment.id)),
    )
    .sort((a, b) => a.id - b.id);
  if (replies.length === 0) return null;
  return (
    <ol className={styles.replies} aria-label={t('repliesOf', { name: authorName })}>
      {replies.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={{ ...comment, replyTo: comment.replyTo ?? reader.replyNames.get(comment.id) ?? null }}
          context={context}
        />
      ))}
    </ol>
  );
}
