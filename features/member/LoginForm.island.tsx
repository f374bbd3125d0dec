'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { callHandler } from '@/lib/client/http';
import { endpointUrl } from '@/lib/client/endpoint';
import { login, sendSmsCode, verifyCodeImage } from '@/lib/client/endpoints';
import { useAccountErrorText } from './useAccountErrorText';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useHydrated } from '@/lib/client/useHydrated';
import { useTypedBeforeHydration } from '@/lib/client/useTypedBeforeHydration';
import { ConsentCheckbox } from './ConsentCheckbox';

type Mode = 'code' | 'password';
/** Seconds before another SMS code may be asked for. */
const RESEND_SECONDS = 60;
const PHONE = /^1\d{10}$/;

/**
 * Phone + verification code (image code, then SMS code) or phone + password. The platform is
 * reached only through our handlers (/api/member/auth*); on success the browser goes where the server
 * said (our own origin only). Signing in (or up: a new number) needs the consent box ticked: it starts
 * unticked every time, and the handler refuses without it (docs/decisions/0050).
 */
export function LoginForm({ redirect }: { redirect: string }) {
  const t = useTranslations('account');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const id = useId();
  const [mode, setMode] = useState<Mode>('code');
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(0);
  // Bumped to load a fresh picture (each load makes the platform issue a new image code).
  const [imageVersion, setImageVersion] = useState(0);
  const phoneInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);

  // What a reader typed before the script ran is in the fields but not yet in state: taken over once,
  // so "Get code" does not answer "enter your phone number" under a number the reader can see.
  useTypedBeforeHydration(phoneInput, (text) => setPhone(text.replace(/\D/g, '')));
  useTypedBeforeHydration(imageInput, setImageCode);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const fail = (message: string) => {
    setNotice(null);
    setError(message);
  };
  const errorText = useAccountErrorText();

  async function sendCode() {
    if (!phone.trim()) return fail(t('enterPhone'));
    if (!PHONE.test(phone.trim())) return fail(t('errors.phoneInvalid'));
    if (!imageCode.trim()) return fail(t('enterImageCode'));
    setBusy(true);
    const sent = await callHandler(sendSmsCode, { phone: phone.trim(), imageCode: imageCode.trim() }).then(
      () => null,
      (error: unknown) => error,
    );
    setBusy(false);
    // Image codes are single-use: whatever happened, the next try needs a new picture.
    setImageVersion((v) => v + 1);
    setImageCode('');
    if (sent !== null) return fail(errorText(sent));
    setError(null);
    setNotice(t('codeSent'));
    setCountdown(RESEND_SECONDS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return fail(t('enterPhone'));
    if (!PHONE.test(phone.trim())) return fail(t('errors.phoneInvalid'));
    if (mode === 'code' && !code.trim()) return fail(t('enterCode'));
    if (mode === 'password' && !password) return fail(t('enterPassword'));
    if (!consent) return fail(t('errors.consentRequired'));
    setBusy(true);
    const body =
      mode === 'code'
        ? { mode, phone: phone.trim(), code: code.trim(), consent, redirect }
        : { mode, phone: phone.trim(), password, consent, redirect };
    let next: string;
    try {
      next = (await callHandler(login, body)).redirect;
    } catch (error) {
      setBusy(false);
      return fail(errorText(error));
    }
    // A full load, not router.push: every server render must see the new session cookie.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}${next}`);
  }

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      className={styles.tab}
      aria-pressed={mode === value}
      onClick={() => {
        setMode(value);
        setError(null);
      }}
    >
      {label}
    </button>
  );

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <div className={styles.tabs} role="group" aria-label={t('modes')}>
        {tab('code', t('tabCode'))}
        {tab('password', t('tabPassword'))}
      </div>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-phone`}>
          {t('phone')}
        </label>
        <input
          ref={phoneInput}
          id={`${id}-phone`}
          className={`${forms.input} ${styles.input}`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('enterPhone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      {mode === 'code' ? (
        <>
          <div className={forms.field}>
            <label className={forms.label} htmlFor={`${id}-image`}>
              {t('imageCode')}
            </label>
            <div className={styles.row}>
              <input
                ref={imageInput}
                id={`${id}-image`}
                className={`${forms.input} ${styles.input}`}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={8}
                placeholder={t('enterImageCode')}
                value={imageCode}
                onChange={(e) => setImageCode(e.target.value)}
              />
              <button
                type="button"
                className={styles.imageButton}
                onClick={() => setImageVersion((v) => v + 1)}
                aria-label={t('refreshImage')}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a fresh picture from our handler on every load */}
                <img
                  src={`${endpointUrl(verifyCodeImage)}?v=${imageVersion}`}
                  alt={t('imageCodeAlt')}
                  width={120}
                  height={44}
                />
              </button>
            </div>
          </div>
          <div className={forms.field}>
            <label className={forms.label} htmlFor={`${id}-code`}>
              {t('code')}
            </label>
            <div className={styles.row}>
              <input
                id={`${id}-code`}
                className={`${forms.input} ${styles.input}`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t('enterCode')}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
              <button
                type="button"
                className={styles.secondary}
                onClick={sendCode}
                disabled={busy || countdown > 0 || !hydrated}
              >
                {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
              </button>
            </div>
          </div>
        </>
      ) : (
        <div className={forms.field}>
          <label className={forms.label} htmlFor={`${id}-password`}>
            {t('password')}
          </label>
          <input
            id={`${id}-password`}
            className={`${forms.input} ${styles.input}`}
            type="password"
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('enterPassword')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      )}
      <ConsentCheckbox checked={consent} onChange={setConsent} />
      <div aria-live="assertive">
        {error ? (
          <p className={forms.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">{notice ? <p className={forms.note}>{notice}</p> : null}</div>
      <button type="submit" className={`${forms.primary} ${styles.primary}`} disabled={busy || !hydrated}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
