'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { accountBindPhone } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useHydrated } from '@/lib/client/useHydrated';
import { SmsCodeField } from './SmsCodeField.island';
import { useAccountErrorText } from './useAccountErrorText';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useTypedBeforeHydration } from '@/lib/client/useTypedBeforeHydration';

const PHONE = /^1\d{10}$/;

/**
 * A member without a phone (signed in by weixin only) binds one before setting a password or
 * leaving (docs/decisions/0064): the number, the code sent to it, then the page again, which now
 * offers its own form with the code going to that phone.
 */
export function BindPhoneForm() {
  const t = useTranslations('bindPhone');
  const tAccount = useTranslations('account');
  const accountErrorText = useAccountErrorText();
  const hydrated = useHydrated();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const phoneField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(phoneField, (text) => setPhone(text.replace(/\D/g, '')));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setNotice(null);
    setError(message);
  };
  const errorText = (failure: unknown) =>
    failure instanceof ClientCallError && (failure.code === 'phoneInUse' || failure.code === 'phoneBound')
      ? t(failure.code)
      : accountErrorText(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!PHONE.test(phone.trim())) return fail(tAccount('errors.phoneInvalid'));
    if (!code.trim()) return fail(tAccount('enterCode'));
    setBusy(true);
    try {
      await callHandler(accountBindPhone, { phone: phone.trim(), code: code.trim() });
    } catch (failure) {
      setBusy(false);
      return fail(errorText(failure));
    }
    setError(null);
    setNotice(t('bound'));
    // The page renders its own form now that the account has a phone.
    window.location.reload();
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-phone`}>
          {tAccount('phone')}
        </label>
        <input
          id={`${id}-phone`}
          className={`${forms.input} ${styles.input}`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          ref={phoneField}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <SmsCodeField
        id={`${id}-code`}
        purpose="bind"
        phone={phone}
        value={code}
        onChange={setCode}
        disabled={!PHONE.test(phone.trim())}
        onSent={(failure) =>
          failure === null ? (setError(null), setNotice(tAccount('codeSent'))) : fail(errorText(failure))
        }
      />
      <div aria-live="assertive">
        {error ? (
          <p className={forms.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">{notice ? <p className={forms.note}>{notice}</p> : null}</div>
      <button type="submit" className={`${forms.primary} ${styles.primary}`} disabled={busy || !hydrated}>
        {t('submit')}
      </button>
    </form>
  );
}
