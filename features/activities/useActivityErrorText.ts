import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';

/** The refusals our activity and vote handlers name (features/activities/refusal.ts), each worded in `activity.refusal`. */
const REFUSALS = [
  'full',
  'registered',
  'notStarted',
  'registrationClosed',
  'activityEnded',
  'voucherNotFound',
  'voucherUsed',
  'verifyCodeWrong',
  'noVotesLeft',
  'noVotesLeftOnOption',
  'voteEnded',
  'voteNotStarted',
  'notFound',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);

/** The reader's words for a failed sign-up, write-off or vote: the refusal's own, else the shared ones. */
export function useActivityErrorText(): (failure: unknown) => string {
  const t = useTranslations('activity');
  const errorText = useCallErrorText();
  return useCallback(
    (failure: unknown) => {
      const code = failure instanceof ClientCallError ? failure.code : '';
      return isRefusal(code) ? t(`refusal.${code}`) : errorText(failure);
    },
    [t, errorText],
  );
}
