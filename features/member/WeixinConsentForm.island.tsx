'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { callHandler } from '@/lib/client/http';
import { weixinDecline, weixinStart } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { useHydrated } from '@/lib/client/useHydrated';
import { ConsentCheckbox } from './ConsentCheckbox';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import own from './WeixinSignIn.module.css';

/**
 * The consent step's form (docs/decisions/0064): the box starts unticked; "agree and sign in with
 * weixin" without it says so and goes nowhere; with it our handler answers weixin's authorize
 * address (its signed state carries the consent) and the page goes there. "Not now" goes back to
 * the page, and this device is not asked again for a while. Both buttons wait for the script.
 */
export function WeixinConsentForm({ redirect }: { redirect: string }) {
  const t = useTranslations('weixinSignIn');
  const errorText = useCallErrorText();
  const hydrated = useHydrated();
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setError(t('consentRequired'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { url } = await callHandler(weixinStart, { consent: true, redirect });
      // Weixin's own page (or the configured stand-in): the one address this page leaves our origin for.
      window.location.assign(url);
    } catch (failure) {
      setError(errorText(failure, t('failed')));
      setBusy(false);
    }
  };

  const onDecline = async () => {
    setBusy(true);
    try {
      const answer = await callHandler(weixinDecline, { redirect });
      // A full load, not router.push: the page's own answer must see the "not now" cookie.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${BASE_PATH}${answer.redirect}`);
    } catch (failure) {
      setError(errorText(failure, t('failed')));
      setBusy(false);
    }
  };

  return (
    <form className={forms.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <ConsentCheckbox checked={consent} onChange={setConsent} />
      <div aria-live="assertive">
        {error ? (
          <p className={forms.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${forms.primary} ${styles.primary}`} disabled={busy || !hydrated}>
        {t('agree')}
      </button>
      <button type="button" className={own.decline} disabled={busy || !hydrated} onClick={() => void onDecline()}>
        {t('decline')}
      </button>
    </form>
  );
}
