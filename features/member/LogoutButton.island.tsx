'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { toastAfterLoad, useToast } from '@/components/chrome/Toast.island';
import { callHandler } from '@/lib/client/http';
import { endpointUrl } from '@/lib/client/endpoint';
import { logout } from '@/lib/client/endpoints';
import { homeRoute } from '@/features/columns/paths';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

/**
 * Logs out through our handler (the session ends on the server and the platform, the cookie is
 * cleared), then goes home. `everywhere` ends every login of the member, on every device. A form:
 * before hydration the browser posts it and the handler sends the reader home itself.
 */
export function LogoutButton({ everywhere = false }: { everywhere?: boolean }) {
  const t = useTranslations('account');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await callHandler(logout, everywhere ? { everywhere: true } : {});
    } catch {
      setBusy(false);
      toast(t('errors.network'));
      return;
    }
    // Said on the page it goes to (docs/decisions/0094): the reader sees the sign-out took.
    toastAfterLoad(t('loggedOut'));
    // A full load, not router.push: every server render must see the new session cookie.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}${homeRoute.href()}`);
  }
  return (
    <form method="post" action={endpointUrl(logout)} onSubmit={submit}>
      {everywhere ? <input type="hidden" name="everywhere" value="1" /> : null}
      <button
        type="submit"
        className={everywhere ? styles.secondaryBlock : `${forms.primary} ${styles.primary}`}
        disabled={busy}
      >
        {t(everywhere ? 'logoutEverywhere' : 'logout')}
      </button>
    </form>
  );
}
