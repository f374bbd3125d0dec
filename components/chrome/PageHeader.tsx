import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackLink } from './BackLink.island';
import { HomeIcon } from './icons';
import styles from './PageHeader.module.css';
import { homeRoute } from '@/lib/routing/entryRoutes';
import { BASE_PATH } from '@/lib/routing/basePath';

/**
 * The bar of a secondary page: back to where the reader came from, the page's name, and the way home.
 * A list names itself here with the page's `<h1>`. A detail page passes `heading={false}`: the bar then
 * says what kind of page it is in plain text, and the page's `<h1>` is the item's own title or name
 * (the reporter's name, the question's title) in the page itself (docs/product.md §2, Chrome).
 */
export async function PageHeader({ title, heading = true }: { title: string; heading?: boolean }) {
  const t = await getTranslations('chrome');
  const Title = heading ? 'h1' : 'p';
  return (
    <header className={styles.bar}>
      <BackLink fallbackHref={`${BASE_PATH}${homeRoute.href()}`} label={t('back')} className={styles.icon} />
      <Title className={styles.title}>{title}</Title>
      <Link href={homeRoute.href()} prefetch={false} className={`${styles.icon} ${styles.home}`} aria-label={t('home')}>
        <HomeIcon />
      </Link>
    </header>
  );
}
