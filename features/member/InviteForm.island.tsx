'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { redeemInvite } from '@/lib/client/endpoints';
import { useAccountErrorText } from './useAccountErrorText';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useHydrated } from '@/lib/client/useHydrated';
import { useTypedBeforeHydration } from '@/lib/client/useTypedBeforeHydration';

/** Enter a friend's invite code; the platform binds it once and awards both members. */
export function InviteForm() {
  const t = useTranslations('account');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(codeField, setCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const errorText = useAccountErrorText();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) return setError(t('invite.enter'));
    setBusy(true);
    try {
      const { inviter } = await callHandler(redeemInvite, { code: value });
      setError(null);
      // A platform that names the inviter by id alone (AMUC) leaves the name out.
      setDone(inviter ? t('invite.success', { name: inviter }) : t('invite.successUnnamed'));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <p className={forms.note} role="status">
        {done}
      </p>
    );
  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-code`}>
          {t('invite.label')}
        </label>
        <input
          ref={codeField}
          id={`${id}-code`}
          className={`${forms.input} ${styles.input}`}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={12}
          placeholder={t('invite.enter')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <div aria-live="assertive">
        {error ? (
          <p className={forms.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${forms.primary} ${styles.primary}`} disabled={busy || !hydrated}>
        {t('invite.submit')}
      </button>
    </form>
  );
}
