import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { isMessageKey } from '@/lib/i18n/messageKey';

/**
 * The account forms' words for a failed call: their own refusals (account.errors.*: wrong
 * code, used invite, …), the platform out of reach as 'network error', anything else as the
 * words every call shares, falling back to 'failed, please try again'.
 */
export function useAccountErrorText(): (error: unknown) => string {
  const t = useTranslations('account');
  const callErrorText = useCallErrorText();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ClientCallError ? error.code : 'failed';
      if (code === 'platformUnavailable') return t('errors.network');
      const key = `errors.${code}`;
      if (isMessageKey(t, key)) return t(key);
      return callErrorText(error, t('errors.failed'));
    },
    [t, callErrorText],
  );
}
