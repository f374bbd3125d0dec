import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { homeRoute } from '@/features/columns/paths';
import { SITE_LOGO_SRC } from '@/components/media/siteImages';
import styles from './TopBar.module.css';

/**
 * The top bar of the 503 page (docs/decisions/0045): the site's logo (served by the site, so it
 * shows while the platform is down) and the 'touch edition' tag, a link home. Nothing of the site
 * config: the platform may be what is down. The name is the app's when this process has seen the
 * config, else the link's purpose.
 */
export async function BrandBar({ appName }: { appName: string | null }) {
  const [tMeta] = await Promise.all([getTranslations('meta')]);
  return (
    <header className={styles.bar}>
      <Link href={homeRoute.href()} prefetch={false} className={styles.brand}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small image of our own, sized by the bar */}
        <img className={styles.logo} src={SITE_LOGO_SRC} alt={appName ?? tMeta('homeTitle')} width={120} height={30} />
        <span className={styles.tag}>{tMeta('touchEdition')}</span>
      </Link>
    </header>
  );
}
