'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { accountSms } from '@/lib/client/endpoints';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/** Seconds before another code may be asked for (the platform sends one a minute to a phone). */
const RESEND_SECONDS = 60;

interface SmsCodeFieldProps {
  id: string;
  /** What the code is for: a code of one purpose does nothing for the other (docs/decisions/0050). */
  purpose: 'password' | 'cancel' | 'bind';
  /** The phone a member without one binds: the bind code goes there (docs/decisions/0064). */
  phone?: string;
  value: string;
  onChange: (code: string) => void;
  /** A sent code ('codeSent') or a refusal, worded by the form. */
  onSent: (error: unknown) => void;
  disabled?: boolean;
}

/** The verification code of an account form, and the button that sends one to the member's own phone. */
export function SmsCodeField({
  id,
  purpose,
  phone = '',
  value,
  onChange,
  onSent,
  disabled = false,
}: SmsCodeFieldProps) {
  const t = useTranslations('account');
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  // A tap before the script ran would be lost without a sign.
  const hydrated = useHydrated();

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function send() {
    setSending(true);
    const body = purpose === 'bind' ? { type: purpose, phone: phone.trim() } : { type: purpose };
    const failure = await callHandler(accountSms, body).then(
      () => null,
      (error: unknown) => error ?? new Error('failed'),
    );
    setSending(false);
    if (failure === null) setCountdown(RESEND_SECONDS);
    onSent(failure);
  }

  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {t('code')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`${forms.input} ${styles.input}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('enterCode')}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className={styles.secondary}
          onClick={send}
          disabled={disabled || sending || countdown > 0 || !hydrated}
        >
          {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
        </button>
      </div>
    </div>
  );
}
