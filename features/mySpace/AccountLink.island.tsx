'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { memberBadge } from '@/lib/client/endpoints';
import useSWR from 'swr';
import { KEEP_ANSWER, READER_STATE } from '@/lib/client/swrOptions';
import { MoreIcon } from '@/components/chrome/icons';
import { getUserInfoRoute } from '@/features/member/paths';
import { UNREAD_EVENT } from './MarkMessagesRead.island';
import styles from './AccountLink.module.css';

interface AccountLinkProps {
  /** The login page with the way back to this page: the link every reader gets in the cached HTML. */
  loginHref: string;
  /** The icon's class in the top bar. */
  className?: string;
}

/** More than this reads '99+'. */
const MAX_SHOWN = 99;

/**
 * The top bar's account icon (docs/product.md §2, the member's own pages). The server renders it
 * the same for everyone (a person icon to the login page), so a cached public page stays one page
 * for all readers; after load it asks our handler who the reader is, and a member's icon becomes
 * their picture or initial, leads to their own page, and carries the unread count of their
 * message centre.
 */
export function AccountLink({ loginHref, className }: AccountLinkProps) {
  const t = useTranslations('accountBadge');
  const tChrome = useTranslations('chrome');
  const { data, mutate } = useSWR('member-badge', () => callHandler(memberBadge, {}), READER_STATE);

  useEffect(() => {
    const onUnread = (event: Event) => {
      const unread = (event as CustomEvent<number>).detail;
      if (typeof unread === 'number') void mutate((now) => (now ? { ...now, unread } : now), KEEP_ANSWER);
    };
    window.addEventListener(UNREAD_EVENT, onUnread);
    return () => window.removeEventListener(UNREAD_EVENT, onUnread);
  }, [mutate]);

  if (!data?.signedIn) {
    return (
      <Link href={loginHref} rel="nofollow" prefetch={false} className={className} aria-label={tChrome('account')}>
        <MoreIcon />
      </Link>
    );
  }
  const unread = data.unread ?? 0;
  return (
    <Link
      href={getUserInfoRoute.href()}
      prefetch={false}
      className={`${className ?? ''} ${styles.anchor ?? ''}`}
      aria-label={unread > 0 ? t('signedInUnread', { count: unread }) : t('signedIn')}
      data-testid="account-signed-in"
    >
      {data.head ? (
        // The member's own picture, from the platform's media host.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={data.head} alt="" className={styles.avatar} width={28} height={28} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {data.initial || <MoreIcon />}
        </span>
      )}
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="unread-count">
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
