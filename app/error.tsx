'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from '@/components/errors/ErrorPage.module.css';
import { homeRoute } from '@/features/columns/routes';

/**
 * Any failure while rendering a page (usually the platform: down, slow, garbage) ends here:
 * a clear message and a retry, never a blank page or a stack trace.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  return (
    <main>
      <section className={styles.box} role="alert">
        <h1 className={styles.title}>{t('unavailableTitle')}</h1>
        <p>{t('unavailableBody')}</p>
        <p className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => reset()}>
            {t('retry')}
          </button>
          <Link className={styles.secondary} href={homeRoute.href()}>
            {t('goHome')}
          </Link>
        </p>
      </section>
    </main>
  );
}
