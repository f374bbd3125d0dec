'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { reporterFollow, reporterFollowState } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { KEEP_ANSWER, READER_STATE } from '@/lib/client/swrOptions';
import { loginHref } from '@/lib/auth/returnPath';
import { useToast } from '@/components/chrome/Toast.island';
import styles from './Xy.module.css';

interface ReporterFollowButtonProps {
  reporterId: number;
  /** The reporter's name, for the button's label in a list. */
  name: string;
}

interface ReporterFollowState {
  signedIn: boolean;
  following: boolean;
}

/**
 * Follow / unfollow a reporter (topicSub type 5 through /api/accounts/reporterFollow; docs/decisions/0064).
 * Its own small island, not the account button's group state: one reporter per button. Whether
 * this reader follows is a reader's own state (docs/decisions/0066): asked through SWR after load
 * (the page is cached for everyone), one request for the buttons of one reporter mounted together.
 * Disabled until the state is known, so a tap before the script ran is never lost; the write is
 * an SWR mutation, optimistic and put back if the platform refuses.
 */
export function ReporterFollowButton({ reporterId, name }: ReporterFollowButtonProps) {
  const t = useTranslations('reporterFollow');
  const router = useRouter();
  const toast = useToast();
  const errorText = useCallErrorText();
  // Unknown until answered, and after a failed question: the button stays disabled rather than guess.
  const { data: state, mutate } = useSWR<ReporterFollowState>(
    `reporterFollow:${reporterId}`,
    () => callHandler(reporterFollowState, { id: reporterId }),
    READER_STATE,
  );
  const [busy, setBusy] = useState(false);

  const goToLogin = () => router.push(loginHref(`${window.location.pathname}${window.location.search}`));

  const onClick = async () => {
    if (!state) return;
    if (!state.signedIn) {
      goToLogin();
      return;
    }
    const next = !state.following;
    setBusy(true);
    try {
      const answer = await mutate(
        callHandler(reporterFollow, { reporterId, follow: next }).then((followed) => ({
          signedIn: true,
          following: followed.following,
        })),
        { optimisticData: { signedIn: true, following: next }, rollbackOnError: true, ...KEEP_ANSWER },
      );
      toast(answer?.following ? t('followed') : t('unfollowed'));
    } catch (error) {
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
