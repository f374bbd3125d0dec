'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { accountPassword } from '@/lib/client/endpoints';
import { PASSWORD_RULE } from './password';
import { SmsCodeField } from './SmsCodeField.island';
import { useAccountCodeForm } from './useAccountCodeForm';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useTypedBeforeHydration } from '@/lib/client/useTypedBeforeHydration';

/**
 * Sets or changes the password (docs/decisions/0050): the code sent to the member's own phone, the
 * new password twice. Checked here for the reader's sake and again by the handler and the platform.
 */
export function PasswordForm() {
  const t = useTranslations('accountSecurity');
  const tAccount = useTranslations('account');
  const form = useAccountCodeForm();
  const { id } = form;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const passwordField = useRef<HTMLInputElement>(null);
  const confirmField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(passwordField, setPassword);
  useTypedBeforeHydration(confirmField, setConfirm);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.trimmedCode) return form.fail(tAccount('enterCode'));
    if (!password) return form.fail(tAccount('enterPassword'));
    if (!PASSWORD_RULE.test(password)) return form.fail(t('weak'));
    if (!confirm) return form.fail(t('enterConfirm'));
    if (confirm !== password) return form.fail(t('mismatch'));
    const sent = await form.send(() => callHandler(accountPassword, { password, code: form.trimmedCode }));
    if (!sent) return;
    form.setBusy(false);
    form.setCode('');
    setPassword('');
    setConfirm('');
    form.tell(t('passwordSaved'));
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <SmsCodeField
        id={`${id}-code`}
        purpose="password"
        value={form.code}
        onChange={form.setCode}
        onSent={form.onCodeSent}
      />
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-password`}>
          {t('newPassword')}
        </label>
        <input
          id={`${id}-password`}
          className={`${forms.input} ${styles.input}`}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          ref={passwordField}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-confirm`}>
          {t('confirmPassword')}
        </label>
        <input
          id={`${id}-confirm`}
          className={`${forms.input} ${styles.input}`}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          ref={confirmField}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <div aria-live="assertive">
        {form.error ? (
          <p className={forms.error} role="alert">
            {form.error}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">{form.notice ? <p className={forms.note}>{form.notice}</p> : null}</div>
      <button type="submit" className={`${forms.primary} ${styles.primary}`} disabled={form.disabled}>
        {form.busy ? tAccount('submitting') : t('save')}
      </button>
    </form>
  );
}
