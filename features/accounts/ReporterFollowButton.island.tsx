'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { reporterFollow, reporterFollowState } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { loginHref } from '@/lib/auth/returnPath';
import { useToast } from '@/components/chrome/Toast.island';
import styles from './Xy.module.css';

interface ReporterFollowButtonProps {
  reporterId: number;
  /** The reporter's name, for the button's label in a list. */
  name: string;
}

/**
 * Follow / unfollow a reporter (topicSub type 5 through /api/reporterFollow; docs/decisions/0064).
 * Its own small island, not the account button's shared state: one reporter per button, asked
 * once after load (the page is cached for everyone). Disabled until the state is known, so a
 * tap before the script ran is never lost; optimistic, and put back if the platform refuses.
 */
export function ReporterFollowButton({ reporterId, name }: ReporterFollowButtonProps) {
  const t = useTranslations('reporterFollow');
  const router = useRouter();
  const toast = useToast();
  const errorText = useCallErrorText();
  const [state, setState] = useState<{ signedIn: boolean; following: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    callHandler(reporterFollowState, { id: reporterId }).then(
      (answer) => current && setState(answer),
      // Unknown: the button stays disabled rather than guess.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reporterId]);

  const goToLogin = () => router.push(loginHref(`${window.location.pathname}${window.location.search}`));

  const onClick = async () => {
    if (!state) return;
    if (!state.signedIn) {
      goToLogin();
      return;
    }
    const next = !state.following;
    setBusy(true);
    setState({ ...state, following: next });
    try {
      const answer = await callHandler(reporterFollow, { reporterId, follow: next });
      setState({ signedIn: true, following: answer.following });
      toast(answer.following ? t('followed') : t('unfollowed'));
    } catch (error) {
      setState(state);
      if (error instanceof ClientCallError && error.code === 'loginRequired') {
        goToLogin();
        return;
      }
      toast(errorText(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const following = state?.following ?? false;
  return (
    <button
      type="button"
      className={following ? styles.followingButton : styles.followButton}
      aria-pressed={following}
      aria-label={following ? t('unfollowNamed', { name }) : t('followNamed', { name })}
      disabled={!state || busy}
      onClick={() => void onClick()}
    >
      {following ? t('following') : t('follow')}
    </button>
  );
}
