'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { leaveLeaderMessage, myLeaderMessages } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { loginHref } from '@/lib/auth/returnPath';
import { LEADER_MESSAGE_CONTENT_MAX, LEADER_MESSAGE_TITLE_MAX } from '@/features/leaders/limits';
import useSWR from 'swr';
import { READER_STATE } from '@/lib/client/swrOptions';
import { useToast } from '@/components/chrome/Toast.island';
import { LeaderMessageItem } from './LeaderMessageItem';
import styles from './Leader.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/**
 * Leaving a leader a message, and the reader's own messages to them, pending ones marked: the
 * public board cannot show those, so they are asked after load. A signed-out reader gets the way
 * to log in and back.
 */
export function LeaderMessageBox({ leaderId, leaderName }: { leaderId: number; leaderName: string }) {
  const t = useTranslations('leader');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const toast = useToast();
  const errorText = useCallErrorText();
  const { data, mutate: reload } = useSWR('myLeaderMessages', () => callHandler(myLeaderMessages, {}), READER_STATE);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!data) return null;
  if (!data.signedIn) {
    return (
      <p className={styles.login}>
        <a href={loginHref(`${window.location.pathname}${window.location.search}`)} rel="nofollow">
          {t('loginToLeave', { name: leaderName })}
        </a>
      </p>
    );
  }
  const mine = data.messages.filter((message) => message.leaderId === leaderId);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await callHandler(leaveLeaderMessage, { leaderId, title: title.trim(), content: content.trim() });
      setTitle('');
      setContent('');
      toast(t('sent'));
      await reload();
    } catch (failure) {
      setError(errorText(failure, t('sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby="leave-message">
      <h2 id="leave-message" className={styles.sectionTitle}>
        {t('leaveMessage', { name: leaderName })}
      </h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className={styles.field}>
          <span>{t('titleLabel')}</span>
          <input
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={LEADER_MESSAGE_TITLE_MAX}
            required
          />
        </label>
        <label className={styles.field}>
          <span>{t('contentLabel')}</span>
          <textarea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={LEADER_MESSAGE_CONTENT_MAX}
            rows={4}
            required
          />
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy || !hydrated}>
          {busy ? t('sending') : t('send')}
        </button>
      </form>
      {mine.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>{t('myMessages', { name: leaderName })}</h2>
          <p className={styles.note}>{t('pendingNote')}</p>
          <ul className={styles.messages} aria-label={t('myMessages', { name: leaderName })}>
            {mine.map((message) => (
              <LeaderMessageItem key={message.id} message={message} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
