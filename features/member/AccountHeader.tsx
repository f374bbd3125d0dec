import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackIcon } from './BackIcon';
import styles from './Account.module.css';
import { homeRoute } from '@/features/columns/paths';

/** The account screens' bar: back, and the page title as the page's one h1. */
export async function AccountHeader({ title, backHref = homeRoute.href() }: { title: string; backHref?: string }) {
  const t = await getTranslations('account');
  return (
    <header className={styles.header}>
      <Link href={backHref} prefetch={false} className={styles.iconLink} aria-label={t('back')}>
        <BackIcon />
      </Link>
      <h1 className={styles.headerTitle}>{title}</h1>
      <span aria-hidden="true" />
    </header>
  );
}
