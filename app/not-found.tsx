import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import styles from '@/components/errors/ErrorPage.module.css';

/** Its own title, never the home page's (issue 21 item 5), and never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } };
}

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
