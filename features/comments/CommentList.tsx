import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CommentThread } from '@/features/comments/comment.types';
import { replyAllRoute } from '@/features/comments/paths';
import { CommentItem, type CommentContext } from './CommentItem';
import { OwnReplies } from './OwnReplies.island';
import styles from './Comments.module.css';

/** Threads: each first comment with its first replies and a link to the rest. Server and browser (no directive). */
export function CommentList({ threads, context }: { threads: readonly CommentThread[]; context: CommentContext }) {
  const t = useTranslations('comments');
  return (
    <ol className={styles.list}>
      {threads.map((thread) => (
        <CommentItem key={thread.id} comment={thread} context={context}>
          {thread.preview.replies.length > 0 ? (
            <ol className={styles.replies} aria-label={t('repliesOf', { name: thread.author.name })}>
              {thread.preview.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} context={context} />
              ))}
            </ol>
          ) : null}
          <OwnReplies threadId={thread.id} authorName={thread.author.name} context={context} />
          {thread.preview.hasMore ? (
            <Link className={styles.moreReplies} href={replyAllRoute.href({ id: thread.id })} prefetch={false}>
              {t('moreReplies', { count: thread.replies })}
            </Link>
          ) : null}
        </CommentItem>
      ))}
    </ol>
  );
}
