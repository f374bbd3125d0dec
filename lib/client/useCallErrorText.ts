import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { isMessageKey } from '@/lib/i18n/messageKey';
import { ClientCallError } from './clientCallError';

/** How long to say to wait when a 429 did not say. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * The reader's words for a failed call, in their language (namespace `callError`): the
 * platform's own message when it refused (docs/product.md §8), the text of a code every handler
 * can answer, else `fallback` (the component's own 'that did not work'). Refusals of one
 * feature (account.errors.*) are worded by that feature's component before it asks here.
 */
export function useCallErrorText(): (error: unknown, fallback?: string) => string {
  const t = useTranslations('callError');
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (!(error instanceof ClientCallError)) return fallback ?? t('failed');
      if (error.code === 'platformRefused' && error.message.trim() !== '') return error.message;
      if (error.code === 'rateLimited') {
        const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
        // A lock of minutes (too many wrong passwords) is said in minutes, not as '900 s'.
        return seconds >= 120
          ? t('rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) })
          : t('rateLimited', { seconds });
      }
      if (isMessageKey(t, error.code)) return t(error.code);
      return fallback ?? t('failed');
    },
    [t],
  );
}
