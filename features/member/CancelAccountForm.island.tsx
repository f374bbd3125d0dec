'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { callHandler } from '@/lib/client/http';
import { accountCancel } from '@/lib/client/endpoints';
import { SmsCodeField } from './SmsCodeField.island';
import { useAccountCodeForm } from './useAccountCodeForm';
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
  const form = useAccountCodeForm();
  const { id } = form;
  const [understood, setUnderstood] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.trimmedCode) return form.fail(tAccount('enterCode'));
    if (!understood) return form.fail(t('cancelConfirmRequired'));
    const sent = await form.send(() => callHandler(accountCancel, { code: form.trimmedCode, confirm: true }));
    if (!sent) return;
    // A full load: every server render must see that the session is gone. The form stays busy until then.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}${sent.answer.redirect}`);
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <SmsCodeField
        id={`${id}-code`}
        purpose="cancel"
        value={form.code}
        onChange={form.setCode}
        onSent={form.onCodeSent}
      />
      <div className={styles.consent}>
        <input
          id={`${id}-understood`}
          type="checkbox"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
        />
        <label htmlFor={`${id}-understood`}>{t('cancelUnderstand')}</label>
      </div>
      <div aria-live="assertive">
        {form.error ? (
          <p className={forms.error} role="alert">
            {form.error}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">{form.notice ? <p className={forms.note}>{form.notice}</p> : null}</div>
      <button type="submit" className={`${forms.primary} ${styles.primary} ${styles.danger}`} disabled={form.disabled}>
        {form.busy ? tAccount('submitting') : t('cancelSubmit')}
      </button>
    </form>
  );
}
