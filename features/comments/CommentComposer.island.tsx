'use client';

import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { myComments, postComment } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { READER_STATE } from '@/lib/client/swrOptions';
import { sendToHostApp } from '@/lib/client/hostApp';
import { track } from '@/features/analytics/analytics';
import { DATA_TYPE } from '@/features/analytics/record';
import { loginHref } from '@/lib/auth/returnPath';
import { readDraft, saveDraft } from '@/features/comments/draft';
import { COMMENT_FAILED_FALLBACK } from '@/lib/http/commentFailed';
import { COMMENT_SOURCE, type Comment } from '@/features/comments/comment.types';
import { useToast } from '@/components/chrome/Toast.island';
import { commentReader, threadOf, useCommentReader } from './commentStore';
import { composerId } from './composerId';
import { CommentItem } from './CommentItem';
import styles from './Comments.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/** docs/product.md §3, comments: what one comment may hold (the platform says the same). */
export const COMMENT_MAX_LENGTH = 500;

interface CommentComposerProps {
  sourceType: number;
  objectId: number;
  /** The page the reader comes back to after logging in (without the base path). */
  returnPath: string;
  ownHost: string;
  /** The comment the input answers unless the reader picks another (replyAll: the thread's first). */
  answering?: { commentId: number; name: string };
}

/**
 * The input under an object's comments (a client island: the list above it is shared): draft
 * kept across a login, 'please log in' for anonymous readers, the platform's answer in words,
 * and the reader's own new or pending comments (pending ones are theirs alone to see).
 */
export function CommentComposer({ sourceType, objectId, returnPath, ownHost, answering }: CommentComposerProps) {
  const t = useTranslations('comments');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const toast = useToast();
  const errorText = useCallErrorText();
  const reader = useCommentReader();
  const router = useRouter();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const replyTo = reader.replyTo ?? answering ?? null;

  useEffect(() => {
    // Text typed before the page was interactive is in the element, not in the state: keep it. Else the
    // draft, which lives in this tab's storage (the server render cannot see it).
    const typed = inputRef.current?.value ?? '';
    const draft = readDraft(sourceType, objectId);
    if (typed !== '') {
      setText(typed);
    } else if (draft) {
      setText(draft.text);
      if (draft.replyTo) commentReader.replyTo(draft.replyTo);
    }
  }, [sourceType, objectId]);

  // Who the reader is and their own comments here, asked once after load through SWR (a failure
  // leaves it unknown: the list works without it; posting says what is wrong).
  const { data: mine } = useSWR(
    `comments:mine:${sourceType}:${objectId}`,
    () => callHandler(myComments, { sourceType, objectId }),
    READER_STATE,
  );
  useEffect(() => {
    if (mine) commentReader.known(mine.signedIn, mine.comments);
  }, [mine]);

  useEffect(() => {
    saveDraft(sourceType, objectId, { text, replyTo });
  }, [sourceType, objectId, text, replyTo]);

  const length = Array.from(text.trim()).length;
  const tooLong = length > COMMENT_MAX_LENGTH;

  const goLogin = () => {
    saveDraft(sourceType, objectId, { text, replyTo });
    if (!sendToHostApp('login')) router.push(loginHref(returnPath));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setNotice(null);
    if (length === 0) return setProblem(t('emptyContent'));
    if (tooLong) return setProblem(t('tooLong', { max: COMMENT_MAX_LENGTH }));
    if (reader.signedIn === false) return goLogin();
    setProblem(null);
    setSending(true);
    try {
      const { comment } = await callHandler(postComment, {
        sourceType,
        objectId,
        parentId: replyTo?.commentId ?? 0,
        content: text,
      });
      commentReader.posted(comment, replyTo);
      setText('');
      saveDraft(sourceType, objectId, { text: '', replyTo: null });
      const said = comment.pending ? t('reviewInProgress') : t('posted');
      setNotice(said);
      toast(said);
      if (sourceType === COMMENT_SOURCE.article) track(DATA_TYPE.comment, objectId);
    } catch (error) {
      if (error instanceof ClientCallError && error.code === 'loginRequired') {
        commentReader.known(false, []);
        setProblem(t('loginToComment'));
      } else if (error instanceof ClientCallError && error.code === 'emptyComment') {
        setProblem(t('emptyContent'));
      } else if (error instanceof ClientCallError && error.message === COMMENT_FAILED_FALLBACK) {
        setProblem(t('failed'));
      } else {
        // 10202-10204: the platform's own words, else 'comment failed' (docs/product.md §8). The text stays.
        setProblem(errorText(error, t('failed')));
      }
    } finally {
      setSending(false);
    }
  };

  // Own comments of this visit (and pending ones): a reply is listed under its thread when the page
  // shows that thread (OwnReplies.island.tsx); the rest here, above the input.
  const shown = reader.own.filter(
    (comment) =>
      (comment.pending || reader.postedNow.has(comment.id)) &&
      (threadOf(comment) === comment.id || !reader.threads.has(threadOf(comment))),
  );
  const context = { sourceType, objectId, ownHost };

  return (
    <div className={styles.composer}>
      {shown.length > 0 ? (
        <ol className={styles.list} aria-label={t('yours')}>
          {shown.map((comment: Comment) => (
            <CommentItem
              key={comment.id}
              comment={{ ...comment, replyTo: comment.replyTo ?? reader.replyNames.get(comment.id) ?? null }}
              context={context}
            />
          ))}
        </ol>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* Replying, the line that says to whom is the box's label: "回复 X" once, not above and again as the label. */}
        {replyTo ? (
          <p className={styles.replying}>
            <label htmlFor={composerId(sourceType, objectId)}>{t('replyLabel', { name: replyTo.name })}</label>
            <button type="button" className={styles.linkButton} onClick={() => commentReader.replyTo(null)}>
              {t('cancelReply')}
            </button>
          </p>
        ) : (
          <label className={styles.label} htmlFor={composerId(sourceType, objectId)}>
            {t('inputLabel')}
          </label>
        )}
        <textarea
          ref={inputRef}
          id={composerId(sourceType, objectId)}
          className={styles.input}
          value={text}
          rows={3}
          placeholder={t('placeholder')}
          aria-describedby={hintId}
          aria-invalid={problem !== null || tooLong}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <div className={styles.formRow}>
          <span id={hintId} className={tooLong ? styles.over : styles.counter}>
            {t('length', { count: length, max: COMMENT_MAX_LENGTH })}
          </span>
          {reader.signedIn === false ? (
            <Link
              href={loginHref(returnPath)}
              rel="nofollow"
              prefetch={false}
              className={styles.loginLink}
              onClick={(event) => (sendToHostApp('login') ? event.preventDefault() : undefined)}
            >
              {t('loginToComment')}
            </Link>
          ) : null}
          <button type="submit" className={styles.submit} disabled={sending || !hydrated}>
            {sending ? t('sending') : t('submit')}
          </button>
        </div>
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </form>
    </div>
  );
}
