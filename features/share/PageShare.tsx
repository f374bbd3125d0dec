import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import type { PageSeo } from '@/lib/seo/page';
import { pagePreview } from '@/lib/seo/pageMetadata';
import { siteOrigin } from '@/lib/routing/site';
import { SharePanel } from './SharePanel.island';
import { WeixinShare } from './WeixinShare.island';
import { shareTargetOf, type SharedObject } from './shareTargetOf';
import styles from './PageShare.module.css';

/**
 * The share row of a shareable page without an action bar of its own (live, activities, votes,
 * Q&A, accounts, paper articles, posts: docs/product.md §9): the share panel, and inside weixin the
 * share card of the page. A landmark of its own, as the page shell renders it beside `main`.
 * Nothing when the page shares nothing (an unlisted page) or forbids sharing (then weixin's menu is hidden).
 */
export async function PageShare({
  seo,
  object,
  config,
  shareClosed = false,
}: {
  seo: PageSeo;
  object: SharedObject;
  config: SiteConfig;
  shareClosed?: boolean;
}) {
  const t = await getTranslations('sharePanel');
  // The card's picture is the page's og:image (its own large picture, else its generated card), so
  // weixin's card and every other link preview show the same picture.
  const preview = seo.type === 'unlisted' ? null : await pagePreview(seo);
  const target = shareTargetOf(
    seo,
    object,
    config,
    preview ? new URL(preview.src, siteOrigin()).toString() : undefined,
  );
  if (!target) return null;
  return (
    <>
      {shareClosed ? null : (
        <aside className={styles.row} aria-label={t('share')}>
          <ClientMessages namespaces={['sharePanel']}>
            <SharePanel target={target} />
          </ClientMessages>
        </aside>
      )}
      <WeixinShare payload={target.payload} shareClosed={shareClosed} />
    </>
  );
}
