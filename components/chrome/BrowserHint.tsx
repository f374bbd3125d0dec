import { getTranslations } from 'next-intl/server';
import styles from './BrowserHint.module.css';

/** Shown on old Internet Explorer when the site enables it (SPEC section 2). */
export async function BrowserHint() {
  const t = await getTranslations('chrome');
  return (
    <p className={styles.hint} role="note">
      {t('browserHint')}
    </p>
  );
}
