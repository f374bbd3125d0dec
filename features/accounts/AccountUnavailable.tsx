import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/features/site/ErrorPage.module.css';
import { PageHeader } from '@/components/chrome/PageHeader';
import { siteDocumentTitle } from '@/lib/seo/pageMetadata';
import { subscriptionListRoute } from '@/features/columns/paths';

/**
 * xyDetail's 404: an account that does not exist, or one the platform says to discard (closed,
 * under review, banned: docs/product.md §4), is 'account unavailable', never a half-shown account.
 * Shown by the route's not-found boundary after a client-side navigation, and by the rendered 404
 * page the front server answers for the address (docs/decisions/0086).
 */
export async function AccountUnavailable() {
  const t = await getTranslations('xy');
  const documentTitle = await siteDocumentTitle(t('unavailableTitle'));
  return (
    <>
      {/* Its own title (the page's head was the site's, 首页) and the site's bar with the way home, as every 404 has (features/site/NotFoundPage.tsx). */}
      <title>{documentTitle}</title>
      <PageHeader title={t('unavailableTitle')} />
      <main id="content">
        <section className={styles.box}>
          <p>{t('unavailableBody')}</p>
          <p className={styles.actions}>
            <Link className={styles.primary} href={subscriptionListRoute.href()} prefetch={false}>
              {t('browseAccounts')}
            </Link>
          </p>
        </section>
      </main>
    </>
  );
}
