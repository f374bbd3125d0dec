import { useTranslations } from 'next-intl';
import type { Comment } from '@/features/comments/comment.types';
import { RelativeTime } from '@/components/list/RelativeTime.island';
import { CommentText } from './CommentText';
import { CommentActions } from './CommentActions.island';
import { CommentFrame } from './CommentFrame.island';
import { isolated } from '@/lib/format/bidi';
import styles from './Comments.module.css';

/** docs/product.md §9: comments show relative times under a week, then the date. */
const COMMENT_TIME_STYLE = 6;

export interface CommentContext {
  sourceType: number;
  objectId: number;
  /** The site's own host: links to it are clickable in comments. */
  ownHost: string;
  /** Like and reply controls (not on a comment waiting for review). */
  interactive?: boolean;
}

interface CommentItemProps {
  comment: Comment;
  context: CommentContext;
  /** What hangs under it: a thread's replies. */
  children?: React.ReactNode;
}

/** The avatar: the reader's picture, else their initial on a tinted disc. Decorative: the name follows. */
function Avatar({ comment }: { comment: Comment }) {
  if (comment.author.icon)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the reader's avatar from the platform's media host
      <img
        className={styles.avatar}
        src={comment.author.icon}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
      />
    );
  const initial = Array.from(comment.author.name)[0] ?? '?';
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {initial}
    </span>
  );
}

/** One comment: who, marks, the text, when and where, and its actions. Server and browser (no directive). */
export function CommentItem({ comment, context, children }: CommentItemProps) {
  const t = useTranslations('comments');
  const role = comment.author.role;
  return (
    <CommentFrame commentId={comment.id} className={styles.item ?? ''}>
      <div className={styles.head}>
        <Avatar comment={comment} />
        <bdi className={styles.name}>{comment.author.name || t('anonymous')}</bdi>
        {role !== 'reader' ? <span className={`${styles.badge} ${styles.official}`}>{t(`roles.${role}`)}</span> : null}
        {comment.top ? <span className={styles.badge}>{t('top')}</span> : null}
        {comment.excellent ? <span className={styles.badge}>{t('excellent')}</span> : null}
        {comment.pending ? <span className={`${styles.badge} ${styles.pending}`}>{t('pending')}</span> : null}
      </div>
      <div className={styles.body}>
        {comment.replyTo ? (
          <span className={styles.replyTo}>{t('replyTo', { name: isolated(comment.replyTo) })}</span>
        ) : null}
        <CommentText text={comment.text} ownHost={context.ownHost} />
        <div className={styles.meta}>
          {comment.createdAt ? <RelativeTime iso={comment.createdAt} style={COMMENT_TIME_STYLE} /> : null}
          {comment.location ? <span>{t('from', { place: comment.location })}</span> : null}
          <CommentActions
            commentId={comment.id}
            threadId={comment.rootId || comment.id}
            authorName={comment.author.name}
            likes={comment.likes}
            sourceType={context.sourceType}
            objectId={context.objectId}
            interactive={(context.interactive ?? true) && !comment.pending}
            published={!comment.pending}
          />
        </div>
        {children}
      </div>
    </CommentFrame>
  );
}
