'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from '@/features/site/ErrorPage.module.css';
import { homeRoute } from '@/features/columns/paths';
import { isChunkFailure } from '@/lib/client/chunkFailure';

/**
 * Any failure while rendering a page (usually the platform: down, slow, garbage) ends here:
 * a clear message and a retry, never a blank page or a stack trace. A script chunk that failed to
 * load is said as such, with a reload of the page (docs/product.md §8): re-rendering would ask for
 * the same missing chunk again.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  if (isChunkFailure(error)) {
    return (
      <main>
        <section className={styles.box} role="alert">
          <h1 className={styles.title}>{t('chunkTitle')}</h1>
          <p>{t('chunkBody')}</p>
          <p className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
              {t('reload')}
            </button>
          </p>
        </section>
      </main>
    );
  }
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
