'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { follow } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { loginHref } from '@/lib/auth/returnPath';
import { formatCount } from '@/lib/format/count';
import { useToast } from '@/components/chrome/Toast.island';
import { useFollowState, type FollowState } from './useFollowState';
import styles from './Xy.module.css';

interface FollowButtonProps {
  xyId: number;
  /** The account's name, for the button's label in a list. */
  name: string;
  /** Every account of the list the button is in: their state is asked in one request. */
  groupIds: readonly number[];
  /** The follower count the server rendered; shown beside the button when given. */
  followers?: number;
}

/** Where a signed-out reader logs in, to come back here afterwards (the base path is stripped there). */
function loginHere(): string {
  return loginHref(`${window.location.pathname}${window.location.search}`);
}

/**
 * Follow / unfollow a media account (topicSub / topicSubCancel through /api/accounts/follow), optimistic:
 * the state and count change at once and go back if the platform refuses. A signed-out reader is
 * sent to log in and back. The state survives a reload: it is the platform's, asked after load.
 */
export function FollowButton({ xyId, name, groupIds, followers }: FollowButtonProps) {
  const t = useTranslations('xy');
  const locale = useLocale();
  const router = useRouter();
  const goToLogin = () => router.push(loginHere());
  const toast = useToast();
  const errorText = useCallErrorText();
  const { data, mutate } = useFollowState(groupIds);
  const [count, setCount] = useState(followers);
  const [busy, setBusy] = useState(false);
  const following = data?.following.includes(xyId) ?? false;

  const onClick = async () => {
    if (!data) return;
    if (!data.signedIn) {
      goToLogin();
      return;
    }
    const next = !following;
    const before = count;
    setBusy(true);
    if (count !== undefined) setCount(Math.max(0, count + (next ? 1 : -1)));
    const followingNow = (ids: readonly number[], yes: boolean) =>
      yes ? [...ids.filter((id) => id !== xyId), xyId] : ids.filter((id) => id !== xyId);
    try {
      // The group's state changes at once (every button of the list reads it) and back if the write fails.
      await mutate(
        callHandler(follow, { xyId, follow: next }).then((answer) => {
          setCount((shown) => (shown === undefined ? undefined : answer.followers));
          toast(answer.following ? t('followed') : t('unfollowed'));
          // This account's answer alone; populateCache folds it into the group's state as it is then.
          return { signedIn: true, following: answer.following ? [xyId] : [] };
        }),
        {
          optimisticData: (now) => ({
            signedIn: true,
            following: followingNow(now?.following ?? data.following, next),
          }),
          populateCache: (answered: FollowState, now) => ({
            signedIn: true,
            following: followingNow(now?.following ?? data.following, answered.following.includes(xyId)),
          }),
          rollbackOnError: true,
          revalidate: false,
        },
      );
    } catch (error) {
      setCount(before);
      if (error instanceof ClientCallError && error.code === 'loginRequired') {
        goToLogin();
        return;
      }
      toast(
        error instanceof ClientCallError && error.code === 'accountUnavailable'
          ? t('unavailableTitle')
          : errorText(error, t('followFailed')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.follow}>
      {count !== undefined ? (
        <span className={styles.followers}>{t('followers', { count: formatCount(count, { locale }) })}</span>
      ) : null}
      <button
        type="button"
        className={following ? styles.followingButton : styles.followButton}
        aria-pressed={following}
        aria-label={following ? t('unfollowNamed', { name }) : t('followNamed', { name })}
        disabled={!data || busy}
        onClick={() => void onClick()}
      >
        {following ? t('following') : t('follow')}
      </button>
    </span>
  );
}
