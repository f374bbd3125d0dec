'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { liveRemind, liveRemindState } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { useHydrated } from '@/lib/client/useHydrated';
import useSWR from 'swr';
import { KEEP_ANSWER, READER_STATE } from '@/lib/client/swrOptions';
import { loginHref } from '@/lib/auth/returnPath';
import { useToast } from '@/components/chrome/Toast.island';
import styles from './Reminder.module.css';

interface ReminderState {
  signedIn: boolean;
  reminded: boolean;
}

/**
 * "Remind me" on a coming live (docs/decisions/0062): the platform keeps the reminder and puts
 * the live in the member's message centre when it starts. The page is cached for everyone, so
 * the reader's state is asked after load (SWR, docs/decisions/0066); the button waits for it (and for hydration). A
 * signed-out reader is sent to log in and comes back here.
 */
export function RemindButton({ liveId }: { liveId: number }) {
  const t = useTranslations('liveRemind');
  const router = useRouter();
  const hydrated = useHydrated();
  const toast = useToast();
  const errorText = useCallErrorText();
  const { data, mutate } = useSWR<ReminderState>(
    `live-remind:${liveId}`,
    () => callHandler(liveRemindState, { id: liveId }),
    READER_STATE,
  );
  const [busy, setBusy] = useState(false);
  const reminded = data?.reminded ?? false;
  const goToLogin = () => router.push(loginHref(`${window.location.pathname}${window.location.search}`));

  const onClick = async () => {
    if (!data) return;
    if (!data.signedIn) {
      goToLogin();
      return;
    }
    setBusy(true);
    try {
      const answer = await callHandler(liveRemind, { id: liveId, remind: !reminded });
      await mutate({ signedIn: true, reminded: answer.reminded }, KEEP_ANSWER);
      toast(answer.reminded ? t('set') : t('removed'));
    } catch (error) {
      if (error instanceof ClientCallError && error.code === 'loginRequired') {
        goToLogin();
        return;
      }
      const known =
        error instanceof ClientCallError && (error.code === 'liveStarted' || error.code === 'tooManyReminders')
          ? error.code
          : null;
      toast(known ? t(known) : errorText(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={reminded ? styles.reminded : styles.remind}
      aria-pressed={reminded}
      disabled={!hydrated || !data || busy}
      onClick={() => void onClick()}
      data-testid="live-remind"
    >
      {reminded ? t('reminded') : t('remind')}
    </button>
  );
}
