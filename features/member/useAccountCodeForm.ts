import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/useHydrated';
import { useAccountErrorText } from './useAccountErrorText';

/**
 * What the account forms that ask for a code sent to the member's own phone share (PasswordForm,
 * CancelAccountForm; docs/decisions/0050): the code, one message at a time (an error or a notice,
 * never both), the code field's "sent" outcome, and the send itself, which is busy until it answers
 * and shows a refusal in the account forms' words.
 */
export function useAccountCodeForm() {
  const tAccount = useTranslations('account');
  const errorText = useAccountErrorText();
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setNotice(null);
    setError(message);
  };
  const tell = (message: string) => {
    setError(null);
    setNotice(message);
  };

  /**
   * Runs the form's call. A refusal ends the busy state and is shown; an answer is returned with the
   * form still busy, for the form to end (a form that navigates away stays busy until it has gone).
   */
  async function send<T>(call: () => Promise<T>): Promise<{ answer: T } | null> {
    setBusy(true);
    try {
      return { answer: await call() };
    } catch (failure) {
      setBusy(false);
      fail(errorText(failure));
      return null;
    }
  }

  return {
    id,
    code,
    setCode,
    /** The code as sent: what was typed, without the spaces around it; '' when none was. */
    trimmedCode: code.trim(),
    error,
    notice,
    busy,
    setBusy,
    fail,
    tell,
    send,
    /** The submit button waits for the script (a tap before it ran would be lost). */
    disabled: busy || !hydrated,
    /** The code field's outcome of "get code": a notice that it was sent, or why not. */
    onCodeSent: (failure: unknown) => (failure === null ? tell(tAccount('codeSent')) : fail(errorText(failure))),
  };
}
