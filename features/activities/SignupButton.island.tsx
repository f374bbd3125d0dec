'use client';

import useSWR from 'swr';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { activityState } from '@/lib/client/endpoints';
import { READER_STATE } from '@/lib/client/swrOptions';
import { signupInfoOf, signupState, type SignupState } from '@/features/activities/signupState';
import type { SignupTiming } from '@/features/activities/activity.types';
import styles from './Activity.module.css';
import { activityApplyRoute, registrationDetailRoute } from '@/features/activities/paths';

interface SignupButtonProps {
  activityId: number;
  timing: SignupTiming;
  /** What the cached page was rendered with: shown until this reader's own state arrives. */
  initialState: SignupState;
  initialEntryCount: number;
}

/**
 * The sign-up button in its state (docs/product.md §4). The page is shared by every reader, so
 * it is rendered for nobody in particular; after load this island asks our handler whether this
 * reader is registered and how many places are taken now, and shows their own state. That is a
 * reader's own state (docs/decisions/0066): asked through SWR, once after hydration.
 */
export function SignupButton({ activityId, timing, initialState, initialEntryCount }: SignupButtonProps) {
  const t = useTranslations('activity');
  const { data: answer, error } = useSWR(
    `activityState:${activityId}`,
    () => callHandler(activityState, { activityId }),
    READER_STATE,
  );
  // The clock is read only once the question has an outcome, after hydration: the server's HTML
  // and the first render show the state the page was rendered with.
  const state: SignupState = answer
    ? signupState(signupInfoOf(timing, answer.entryCount, answer.registered), new Date()).state
    : error
      ? // Unanswered: the page's own figures, as of now (the button still says what the activity allows).
        signupState(signupInfoOf(timing, initialEntryCount, false), new Date()).state
      : initialState;
  const entryId = answer?.entryId ?? null;

  const label = t(`state.${state}`);
  return (
    // data-page-dock: the scroll helpers sit above this bar (components/chrome/ScrollDock.island.tsx).
    <div className={styles.dock} data-page-dock="" data-testid="signup-button" data-state={state}>
      {state === 'registerNow' ? (
        <Link href={activityApplyRoute.href({ id: activityId })} prefetch={false} className={styles.primary}>
          {label}
        </Link>
      ) : state === 'registered' && entryId ? (
        <Link
          href={registrationDetailRoute.href({ fileId: activityId, entryID: entryId })}
          prefetch={false}
          className={styles.secondary}
        >
          {t('state.registeredSee')}
        </Link>
      ) : (
        <button type="button" className={styles.primary} disabled>
          {label}
        </button>
      )}
    </div>
  );
}
