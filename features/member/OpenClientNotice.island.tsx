'use client';

import { useTranslations } from 'next-intl';
import { sendToHostApp } from '@/lib/client/hostApp';
import { useToast } from '@/components/chrome/Toast.island';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/**
 * For what only the provider's app can do (docs/product.md §6: 'please open the client to operate'):
 * inside the app the bridge opens it there (openClient); elsewhere the reader is told so.
 */
export function OpenClientNotice({ path }: { path: string }) {
  const t = useTranslations('account.app');
  const toast = useToast();
  // A tap in the server HTML would be lost without a sign: the control waits for the script.
  const hydrated = useHydrated();
  return (
    <div className={forms.form}>
      <p className={forms.note}>{t('openClient')}</p>
      <button
        type="button"
        className={`${forms.primary} ${styles.primary}`}
        disabled={!hydrated}
        onClick={() => {
          if (!sendToHostApp('openClient', { url: window.location.origin + path })) toast(t('openClient'));
        }}
      >
        {t('openClientButton')}
      </button>
    </div>
  );
}
