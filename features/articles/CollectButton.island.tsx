'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { collect, collectState } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { loginHref } from '@/lib/auth/returnPath';
import useSWR from 'swr';
import { READER_STATE } from '@/lib/client/swrOptions';
import { useToast } from '@/components/chrome/Toast.island';
import styles from './ArticleActions.module.css';

interface CollectState {
  signedIn: boolean;
  collected: boolean;
}

/**
 * Collect / remove from 'my collection' (the platform's fav through /api/member/fav). The article page
 * is the same for every reader and cached, so the server renders 'not collected' and the state is
 * asked after load; a signed-out reader is sent to log in and back. Optimistic through SWR's
 * mutate (optimisticData, rolled back when the write fails).
 */
export function CollectButton({ articleId }: { articleId: number }) {
  const t = useTranslations('article');
  const router = useRouter();
  const toast = useToast();
  const errorText = useCallErrorText();
  // Unknown state (not asked yet, or the question failed): the button stays disabled rather than guess.
  const { data, mutate } = useSWR<CollectState>(
    `fav:${articleId}`,
    () => callHandler(collectState, { articleId }),
    READER_STATE,
  );
  const [busy, setBusy] = useState(false);
  const collected = data?.collected ?? false;
  const goToLogin = () => router.push(loginHref(`${window.location.pathname}${window.location.search}`));

  const onClick = async () => {
    if (busy || !data) return;
    if (!data.signedIn) {
      goToLogin();
      return;
    }
    setBusy(true);
    try {
      const answer = await mutate(callHandler(collect, { articleId, collect: !collected }), {
        optimisticData: { signedIn: true, collected: !collected },
        rollbackOnError: true,
        revalidate: false,
      });
      toast(answer?.collected ? t('collectSuccess') : t('collectRemoved'));
    } catch (error) {
      if (error instanceof ClientCallError && error.code === 'loginRequired') {
        goToLogin();
        return;
      }
      toast(errorText(error, t('collectFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.action} ${collected ? styles.active : ''}`}
      aria-pressed={collected}
      onClick={onClick}
      // Until the reader's state is known a tap could only guess (collect what is already collected).
      disabled={!data || busy}
      data-testid="collect-button"
    >
      <span aria-hidden="true">{collected ? '★' : '☆'}</span>
      {/* One name whether pressed or not: aria-pressed says which (a changing name would be read as another button). */}
      <span>{t('collect')}</span>
    </button>
  );
}
