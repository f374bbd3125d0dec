'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/useHydrated';
import type { WeixinPlatform } from '@/lib/device/weixin';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

/**
 * docs/product.md §2: 'an overlay tells users to open in a browser in certain weixin cases'. The
 * button opens it; it points at where weixin on this platform opens the page in a browser (the ···
 * menu on phones, a button on the desktop clients), says why (`message`), and closes on its button
 * or Escape, handing the focus back to the button that opened it.
 */
export function WeixinOpenInBrowser({
  label,
  message,
  platform,
  buttonClassName = `${forms.primary} ${styles.primary}`,
  startOpen = false,
}: {
  label: string;
  message: string;
  platform: WeixinPlatform;
  /** The opener's look where it is not the screen's main button (the open-in-app bar). */
  buttonClassName?: string;
  /** Open at once: the reader already tapped something that could not do it (weixin's open tag failed). */
  startOpen?: boolean;
}) {
  const t = useTranslations('account.weixin');
  const [open, setOpen] = useState(startOpen);
  const hydrated = useHydrated();
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    // One control in the dialog: Tab stays on it rather than reaching the page under the overlay.
    if (event.key === 'Tab') event.preventDefault();
  };
  return (
    <>
      <button ref={opener} type="button" className={buttonClassName} onClick={() => setOpen(true)} disabled={!hydrated}>
        {label}
      </button>
      {open ? (
        <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={message} onKeyDown={onKeyDown}>
          <p className={styles.pointer}>
            <span className={styles.pointerArrow} aria-hidden="true">
              ↗
            </span>
            {t(`openInBrowser.${platform}`)}
          </p>
          <div className={styles.dialog}>
            <p>{message}</p>
            <button type="button" className={`${forms.primary} ${styles.primary}`} onClick={close} autoFocus>
              {t('dismiss')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
