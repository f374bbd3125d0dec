'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { accountPassword } from '@/lib/client/endpoints';
import { useHydrated } from '@/lib/client/useHydrated';
import { PASSWORD_RULE } from './password';
import { SmsCodeField } from './SmsCodeField.island';
import { useAccountErrorText } from './useAccountErrorText';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

/**
 * Sets or changes the password (docs/decisions/0050): the code sent to the member's own phone, the
 * new password twice. Checked here for the reader's sake and again by the handler and the platform.
 */
export function PasswordForm() {
  const t = useTranslations('accountSecurity');
  const tAccount = useTranslations('account');
  const errorText = useAccountErrorText();
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
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
    if (!password) return fail(tAccount('enterPassword'));
    if (!PASSWORD_RULE.test(password)) return fail(t('weak'));
    if (!confirm) return fail(t('enterConfirm'));
    if (confirm !== password) return fail(t('mismatch'));
    setBusy(true);
    try {
      await callHandler(accountPassword, { password, code: code.trim() });
    } catch (failure) {
      setBusy(false);
      return fail(errorText(failure));
    }
    setBusy(false);
    setCode('');
    setPassword('');
    setConfirm('');
    setError(null);
    setNotice(t('passwordSaved'));
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <SmsCodeField
        id={`${id}-code`}
        purpose="password"
        value={code}
        onChange={setCode}
        onSent={(failure) => (failure === null ? (setError(null), setNotice(tAccount('codeSent'))) : fail(errorText(failure)))}
      />
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-password`}>
          {t('newPassword')}
        </label>
        <input id={`${id}-password`} className={`${forms.input} ${styles.input}`} type="password" autoComplete="new-password" maxLength={32} value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-confirm`}>
          {t('confirmPassword')}
        </label>
        <input id={`${id}-confirm`} className={`${forms.input} ${styles.input}`} type="password" autoComplete="new-password" maxLength={32} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      <div aria-live="assertive">{error ? <p className={forms.error} role="alert">{error}</p> : null}</div>
      <div aria-live="polite">{notice ? <p className={forms.note}>{notice}</p> : null}</div>
      <button type="submit" className={`${forms.primary} ${styles.primary}`} disabled={busy || !hydrated}>
        {busy ? tAccount('submitting') : t('save')}
      </button>
    </form>
  );
}
