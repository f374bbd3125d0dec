import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { loginHref } from '@/lib/auth/returnPath';
import { pageRequest, querySuffix } from '@/lib/routing/pageQuery';
import { CloseIcon, PaperIcon, SearchIcon } from '@/components/chrome/icons';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { AccountLink } from '@/features/mySpace/AccountLink.island';
import { paperRoute } from '@/features/paper/paths';
import { SITE_LOGO_SRC } from '@/components/media/siteImages';
import styles from './TopBar.module.css';
import { homeRoute } from '@/features/columns/paths';
import { searchRoute } from '@/features/search/paths';

interface TopBarProps {
  config: SiteConfig;
  /** On the login page the 'more' icon becomes a close icon that goes back home. */
  variant?: 'home' | 'login';
  /** Where the login page's close icon goes: back to the page the reader came from. */
  closeHref?: string;
}

/** docs/product.md §2, chrome: logo with the 'touch edition' tag, search, paper, more. */
export async function TopBar({ config, variant = 'home', closeHref = homeRoute.href() }: TopBarProps) {
  const [t, tMeta, here] = await Promise.all([getTranslations('chrome'), getTranslations('meta'), pageRequest()]);
  // The account icon carries the way back, so closing login or signing in returns to this page.
  // The address is part of the page cache's key: every reader of this page gets the same link.
  const accountHref = loginHref(`${here.pathname}${querySuffix(here.query)}`);
  return (
    <header className={styles.bar} data-web-chrome>
      <Link href={homeRoute.href()} prefetch={false} className={styles.brand}>
        {config.logoUrl ? (
          // The platform's logo through the site (docs/decisions/0045): it stays while the platform's media host is down.
          // eslint-disable-next-line @next/next/no-img-element -- a small image of our own, sized by the bar
          <img className={styles.logo} src={SITE_LOGO_SRC} alt={config.appName} width={120} height={30} />
        ) : (
          <span className={styles.name}>{config.appName}</span>
        )}
        <span className={styles.tag}>{tMeta('touchEdition')}</span>
      </Link>
      <nav className={styles.actions} aria-label={t('more')}>
        {config.showSearch ? (
          <Link href={searchRoute.href()} prefetch={false} className={styles.action} aria-label={t('search')}>
            <SearchIcon />
          </Link>
        ) : null}
        {/* docs/product.md §2: an external paper address opens in a new window; without one, our paper edition. */}
        {config.paperUrl ? (
          <a
            href={config.paperUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.action}
            aria-label={t('paperNewWindow')}
          >
            <PaperIcon />
          </a>
        ) : (
          <Link href={paperRoute.href()} prefetch={false} className={styles.action} aria-label={t('paper')}>
            <PaperIcon />
          </Link>
        )}
        {variant === 'login' ? (
          <Link href={closeHref} prefetch={false} className={styles.action} aria-label={t('close')}>
            <CloseIcon />
          </Link>
        ) : (
          // The same link for everyone in the server's HTML; a signed-in reader's icon after load (docs/product.md §2).
          <ClientMessages namespaces={['accountBadge']}>
            <AccountLink loginHref={accountHref} className={styles.action} />
          </ClientMessages>
        )}
      </nav>
    </header>
  );
}
