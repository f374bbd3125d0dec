import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './ErrorPage.module.css';
import { homeRoute } from '@/features/columns/paths';

/**
 * What a reader sees when the platform is down, slow or answering garbage, or when this server is
 * too busy to render the page (`busy`, docs/decisions/0033): never a blank page.
 */
export async function PlatformUnavailable({ retryHref, busy = false }: { retryHref: string; busy?: boolean }) {
  const t = await getTranslations('error');
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{t(busy ? 'busyTitle' : 'unavailableTitle')}</h1>
      <p>{t(busy ? 'busyBody' : 'unavailableBody')}</p>
      <p className={styles.actions}>
        <a className={styles.primary} href={retryHref}>
          {t('retry')}
        </a>
        <Link className={styles.secondary} href={homeRoute.href()} prefetch={false}>
          {t('goHome')}
        </Link>
      </p>
    </section>
  );
}
