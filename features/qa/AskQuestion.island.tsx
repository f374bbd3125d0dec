'use client';

import { useId, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { askQuestion, myQuestions } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import useSWR from 'swr';
import { KEEP_ANSWER, READER_STATE } from '@/lib/client/swrOptions';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { loginHref } from '@/lib/auth/returnPath';
import { MAX_QUESTION_LENGTH } from '@/features/qa/limits';
import type { OwnQuestion } from '@/features/qa/qa.types';
import { CountedTextarea } from '@/components/forms/CountedTextarea.island';
import { FormStatus } from '@/components/forms/FormStatus.island';
import { useMediaSend } from '@/features/uploads/useMediaSend';
import { MediaUploader } from '@/features/uploads/MediaUploader.island';
import styles from './Qa.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

interface ReaderQuestions {
  signedIn: boolean;
  questions: OwnQuestion[];
}

/**
 * The ask bar of a topic, per reader, after load (the topic page is the same for everyone and
 * cached): signed out, the way to sign in and back; signed in, the form (text and pictures through
 * /api/uploads) and the reader's own questions of this topic: pending ones shown as awaiting an
 * answer (only they see them), answered ones linked, declined ones with the editors' reason.
 */
export function AskQuestion({ topicId, open, returnPath }: { topicId: number; open: boolean; returnPath: string }) {
  const t = useTranslations('qa');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const errorText = useCallErrorText();
  const id = useId();
  // Asked once after load; until it answers (or when it fails) the reader is offered the sign-in link.
  const { data: reader, mutate } = useSWR<ReaderQuestions>(
    `questions:${topicId}`,
    () => callHandler(myQuestions, { topicId: String(topicId) }),
    READER_STATE,
  );
  const media = useMediaSend(t('waitUploads'));
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const content = String(new FormData(form).get('content') ?? '');
    if (content.trim() === '') return media.refuse(t('contentRequired'));
    setSent(false);
    const asked = await media.send(
      async ({ pictureIds, requestKey }) => {
        await callHandler(askQuestion, { topicId, content, pictureIds, requestKey });
      },
      (failure) => {
        const code = failure instanceof ClientCallError ? failure.code : null;
        if (code === 'loginRequired') void mutate({ signedIn: false, questions: [] }, KEEP_ANSWER);
        return code === 'topicClosed' ? t('topicClosed') : errorText(failure, t('sendFailed'));
      },
    );
    if (!asked) return;
    form.reset();
    // The uploader remounts empty (its key), so the pictures go with the question.
    media.reset();
    setSent(true);
    await mutate();
  }

  const heading = (
    <h2 id={`${id}-heading`} className={styles.sectionTitle}>
      {t('askHeading')}
    </h2>
  );

  if (!reader?.signedIn) {
    if (!open) return null;
    return (
      <section className={styles.ask} aria-labelledby={`${id}-heading`}>
        {heading}
        <Link href={loginHref(returnPath)} rel="nofollow" prefetch={false} className={styles.primary}>
          {t('signInToAsk')}
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.ask} aria-labelledby={`${id}-heading`}>
      {heading}
      {open ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <CountedTextarea
            id={`${id}-content`}
            name="content"
            label={t('askLabel')}
            limit={MAX_QUESTION_LENGTH}
            required
            placeholder={t('askPlaceholder')}
          />
          <MediaUploader key={media.round} kind="picture" label={t('pictures')} {...media.uploader.picture} />
          <FormStatus
            problem={media.problem}
            notice={sent ? t('sent') : null}
            returnPath={returnPath}
            signInLabel={t('signInToAsk')}
          />
          <button type="submit" className={styles.primary} disabled={media.sending || !hydrated}>
            {media.sending ? t('sending') : t('send')}
          </button>
        </form>
      ) : null}
      {reader.questions.length > 0 ? (
        <>
          <h3 className={styles.label}>{t('mine')}</h3>
          <ul className={styles.list} data-testid="own-questions">
            {reader.questions.map((q) => (
              <li key={q.id} className={styles.item}>
                <span className={styles.status} data-status={q.status}>
                  {t(`status.${q.status}`)}
                </span>
                {q.status === 'answered' ? (
                  <Link href={q.href} prefetch={false} className={styles.link} dir="auto">
                    {q.content}
                  </Link>
                ) : (
                  <span dir="auto">{q.content}</span>
                )}
                {/* The pictures sent with it: without them a pending question looked as if they were lost. */}
                {q.pictures.length > 0 ? (
                  <ul className={styles.ownPictures} data-testid="own-question-pictures">
                    {q.pictures.map((url, i) => (
                      <li key={`${url}-${i}`}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- the platform's copy, on its media host */}
                        <img src={url} alt={`${t('pictures')} ${i + 1}`} width={72} height={72} loading="lazy" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {q.status === 'declined' && q.replyNote ? (
                  <p className={styles.meta}>{t('declinedNote', { note: q.replyNote })}</p>
                ) : null}
                {q.status === 'pending' ? <p className={styles.meta}>{t('pendingNote')}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
