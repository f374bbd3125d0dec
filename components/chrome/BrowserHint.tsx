import { getTranslations } from 'next-intl/server';
import styles from './BrowserHint.module.css';

/**
 * Shown on old Internet Explorer when the site enables it (docs/product.md §2). It is in every
 * reader's HTML (pages are cached for all) and only IE's own media query displays it.
 */
export async function BrowserHint() {
  const t = await getTranslations('chrome');
  return (
    <p className={styles.hint} role="note">
      {t('browserHint')}
    </p>
  );
}
