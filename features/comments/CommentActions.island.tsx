'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { deleteComment, likeComment } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { formatCount } from '@/lib/format/count';
import { useToast } from '@/components/chrome/Toast.island';
import { commentReader, useCommentReader } from './commentStore';
import { composerId } from './composerId';
import { ThumbIcon } from './ThumbIcon';
import { ReportButton } from '@/features/reports/ReportButton.island';
import styles from './Comments.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

interface CommentActionsProps {
  commentId: number;
  /** The thread it belongs to (itself for a first comment). */
  threadId: number;
  authorName: string;
  likes: number;
  sourceType: number;
  objectId: number;
  /** Like and reply; a comment waiting for review can only be deleted. */
  interactive: boolean;
  /** Counted in the comment count (not waiting for review): deleting it moves the count. */
  published?: boolean;
}

/** Like, reply and (the reader's own comments) delete: the per-reader part of a shared comment. */
export function CommentActions({
  commentId,
  threadId,
  authorName,
  likes,
  sourceType,
  objectId,
  interactive,
  published = true,
}: CommentActionsProps) {
  const t = useTranslations('comments');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useCallErrorText();
  const reader = useCommentReader();
  const [busy, setBusy] = useState(false);
  // Deleting asks first, in the page (no native confirm()): a labelled group with the question and
  // two buttons; focus goes to 'cancel' (the safe choice), and back to 'delete' when cancelled.
  const [confirming, setConfirming] = useState(false);
  // A tap in the server HTML would be lost without a sign: the control waits for the script.
  const hydrated = useHydrated();
  const questionId = useId();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      deleteRef.current?.focus();
    }
  }, [confirming]);
  const liked = reader.likes.get(commentId);
  const shownLikes = liked?.likes ?? likes;

  const like = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await callHandler(
        likeComment,
        { commentId, sourceType, objectId, like: !(liked?.liked ?? false) },
        { device: 'established' },
      );
      // No count from a platform that answers the write alone: the shown one moves by one (docs/decisions/0090).
      commentReader.liked(commentId, {
        likes: answer.likes ?? Math.max(0, shownLikes + (answer.liked ? 1 : -1)),
        liked: answer.liked,
      });
    } catch (error) {
      toast(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const reply = () => {
    commentReader.replyTo({ commentId, name: authorName });
    const input = document.getElementById(composerId(sourceType, objectId));
    input?.scrollIntoView({ block: 'center' });
    input?.focus({ preventScroll: true });
  };

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await callHandler(deleteComment, { commentId, threadId, sourceType, objectId });
      setConfirming(false);
      commentReader.deleted(commentId, published);
      toast(t('deleted'));
    } catch (error) {
      toast(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.actions}>
      {interactive ? (
        <>
          <button
            type="button"
            className={styles.action}
            onClick={reply}
            disabled={!hydrated}
            aria-label={t('replyLabel', { name: authorName })}
          >
            {t('reply')}
          </button>
          <button
            type="button"
            className={`${styles.action} ${liked?.liked ? styles.liked : ''}`}
            onClick={like}
            disabled={!hydrated}
            aria-pressed={liked?.liked ?? false}
            aria-label={t('likeLabel', { name: authorName, count: shownLikes })}
          >
            <ThumbIcon /> {shownLikes > 0 ? formatCount(shownLikes, { locale }) : t('like')}
          </button>
          {/* 举报 (docs/decisions/0052): not on the reader's own comment. */}
          {reader.mine.has(commentId) ? null : (
            <ReportButton kind="comment" id={commentId} name={authorName} className={styles.action} />
          )}
        </>
      ) : null}
      {reader.mine.has(commentId) && !confirming ? (
        <button
          ref={deleteRef}
          type="button"
          className={styles.action}
          onClick={() => setConfirming(true)}
          disabled={busy}
        >
          {t('delete')}
        </button>
      ) : null}
      {reader.mine.has(commentId) && confirming ? (
        <span
          role="group"
          aria-labelledby={questionId}
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
        >
          <span id={questionId}>{t('deleteConfirm')}</span>
          <button
            type="button"
            className={`${styles.action} ${styles.danger}`}
            onClick={() => void remove()}
            disabled={busy}
          >
            {t('deleteYes')}
          </button>
          <button ref={cancelRef} type="button" className={styles.action} onClick={cancel} disabled={busy}>
            {t('deleteNo')}
          </button>
        </span>
      ) : null}
    </span>
  );
}
