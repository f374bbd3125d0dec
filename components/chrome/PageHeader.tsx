import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { HomeIcon } from './icons';
import styles from './PageHeader.module.css';
import { homeRoute } from '@/lib/routing/entryRoutes';

/** The bar of a secondary list page: the way home and the page's own heading. */
export async function PageHeader({ title }: { title: string }) {
  const t = await getTranslations('chrome');
  return (
    <header className={styles.bar}>
      <Link href={homeRoute.href()} prefetch={false} className={styles.home} aria-label={t('home')}>
        <HomeIcon />
      </Link>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
