'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/useHydrated';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

/**
 * docs/product.md §2: 'an overlay tells users to open in a browser in certain weixin cases'. The
 * button opens it; it points at weixin's ··· menu (top right) and closes on a tap.
 */
export function WeixinOpenInBrowser({ label, message }: { label: string; message: string }) {
  const t = useTranslations('account.weixin');
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <button type="button" className={`${forms.primary} ${styles.primary}`} onClick={() => setOpen(true)} disabled={!hydrated}>
        {label}
      </button>
      {open ? (
        <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={message}>
          <p className={styles.pointer}>↗ {t('openInBrowser')}</p>
          <div className={styles.dialog}>
            <p>{message}</p>
            <button type="button" className={`${forms.primary} ${styles.primary}`} onClick={() => setOpen(false)} autoFocus>
              {t('dismiss')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
