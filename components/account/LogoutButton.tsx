'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/basePath';
import { useToast } from '@/components/chrome/Toast';
import { authPost } from './authApi';
import styles from './Account.module.css';

/** Logs out through our handler (the session cookie is cleared there), then goes home. */
export function LogoutButton() {
  const t = useTranslations('account');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    const result = await authPost('auth/logout', {});
    if (!result.ok) {
      setBusy(false);
      toast(t('errors.network'));
      return;
    }
    // A full load, not router.push: every server render must see the new session cookie.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}/home.html`);
  }
  return (
    <button type="button" className={styles.primary} onClick={logout} disabled={busy}>
      {t('logout')}
    </button>
  );
}
