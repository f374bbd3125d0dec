'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { sendToHostApp } from '@/lib/client/hostApp';
import forms from '@/components/forms/Form.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/**
 * Inside the provider's app with nobody signed in, signing in is the app's job (docs/host-app-bridge.md):
 * the login page asks it to (`login`) once, and offers a button to ask again. The web form
 * (`children`) is not offered: the app's member is the account that counts there. Only an app
 * without the bridge (nothing to hand the reader to) gets the form, once the page knows it.
 */
export function HostAppLogin({ children }: { children: ReactNode }) {
  const t = useTranslations('inApp');
  const [noBridge, setNoBridge] = useState(false);
  // A tap in the server HTML would be lost without a sign: the control waits for the script.
  const hydrated = useHydrated();
  useEffect(() => {
    // After hydration: the bridge is the app's, injected into the window, unknown to the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fact of the browser, read once
    if (!sendToHostApp('login')) setNoBridge(true);
  }, []);
  if (noBridge) return children;
  return (
    <>
      <p className={forms.note}>{t('loginNote')}</p>
      <button type="button" className={forms.primary} onClick={() => sendToHostApp('login')} disabled={!hydrated}>
        {t('loginButton')}
      </button>
    </>
  );
}
