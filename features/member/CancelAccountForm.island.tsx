'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { callHandler } from '@/lib/client/http';
import { accountCancel } from '@/lib/client/endpoints';
import { useHydrated } from '@/lib/client/useHydrated';
import { SmsCodeField } from './SmsCodeField.island';
import { useAccountErrorText } from './useAccountErrorText';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

/**
 * Cancels (注销) the account (docs/decisions/0050): the code sent to the member's own phone for this
 * purpose, and an explicit tick that the warning above was understood. Then the session is gone and
 * the reader goes home.
 */
export function CancelAccountForm() {
  const t = useTranslations('accountSecurity');
  const tAccount = useTranslations('account');
  const errorText = useAccountErrorText();
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setNotice(null);
    setError(message);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return fail(tAccount('enterCode'));
    if (!understood) return fail(t('cancelConfirmRequired'));
    setBusy(true);
    let next: string;
    try {
      next = (await callHandler(accountCancel, { code: code.trim(), confirm: true })).redirect;
    } catch (failure) {
      setBusy(false);
      return fail(errorText(failure));
    }
    // A full load: every server render must see that the session is gone.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}${next}`);
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <SmsCodeField
        id={`${id}-code`}
        purpose="cancel"
        value={code}
        onChange={setCode}
        onSent={(failure) => (failure === null ? (setError(null), setNotice(tAccount('codeSent'))) : fail(errorText(failure)))}
      />
      <div className={styles.consent}>
        <input id={`${id}-understood`} type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        <label htmlFor={`${id}-understood`}>{t('cancelUnderstand')}</label>
      </div>
      <div aria-live="assertive">{error ? <p className={forms.error} role="alert">{error}</p> : null}</div>
      <div aria-live="polite">{notice ? <p className={forms.note}>{notice}</p> : null}</div>
      <button type="submit" className={`${forms.primary} ${styles.primary} ${styles.danger}`} disabled={busy || !hydrated}>
        {busy ? tAccount('submitting') : t('cancelSubmit')}
      </button>
    </form>
  );
}
