import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/errors/ErrorPage.module.css';

export default async function NotFound() {
  const t = await getTranslations('error');
  return (
    <main>
      <section className={styles.box}>
        <h1 className={styles.title}>{t('notFoundTitle')}</h1>
        <p>{t('notFoundBody')}</p>
        <p className={styles.actions}>
          <Link className={styles.primary} href="/home.html">
            {t('goHome')}
          </Link>
        </p>
      </section>
    </main>
  );
}
