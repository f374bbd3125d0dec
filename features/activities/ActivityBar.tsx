import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackIcon } from '@/features/member/BackIcon';
import styles from './Activity.module.css';
import { homeRoute } from '@/features/columns/paths';

/** The bar of the activity screens: the way back and the screen's name (the page's h1 when `heading`). */
export async function ActivityBar({
  title,
  backHref = homeRoute.href(),
  heading = true,
}: {
  title: string;
  backHref?: string;
  heading?: boolean;
}) {
  const t = await getTranslations('activity');
  return (
    <header className={styles.bar}>
      <Link href={backHref} prefetch={false} className={styles.barLink} aria-label={t('back')}>
        <BackIcon />
      </Link>
      {heading ? <h1 className={styles.barTitle}>{title}</h1> : <p className={styles.barTitle}>{title}</p>}
      <span aria-hidden="true" />
    </header>
  );
}
