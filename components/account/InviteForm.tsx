'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { isMessageKey } from '@/lib/i18n/messageKey';
import { authPost } from './authApi';
import styles from './Account.module.css';

/** Enter a friend's invite code; the platform binds it once and awards both members. */
export function InviteForm() {
  const t = useTranslations('account');
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) return setError(t('invite.enter'));
    setBusy(true);
    const result = await authPost<{ inviter: string }>('invite', { code: value });
    setBusy(false);
    if (!result.ok) {
      const reasonKey = `errors.${result.reason}`;
      return setError(isMessageKey(t, reasonKey) ? t(reasonKey) : t('errors.network'));
    }
    setError(null);
    setDone(t('invite.success', { name: result.data.inviter }));
  }

  if (done) return <p className={styles.note} role="status">{done}</p>;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-code`}>
          {t('invite.label')}
        </label>
        <input
          id={`${id}-code`}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={12}
          placeholder={t('invite.enter')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <div aria-live="assertive">{error ? <p className={styles.error} role="alert">{error}</p> : null}</div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('invite.submit')}
      </button>
    </form>
  );
}
