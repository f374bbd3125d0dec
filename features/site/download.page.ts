import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs } from '../columns/listItems.page';
import { downloadClientRoute, invitedToDownloadRoute } from '@/features/site/paths';

const DOWNLOAD_PATH = downloadClientRoute.href();

/** The download page's description: its title is all it says of itself. */
async function downloadSeo(title: string, robots?: { index: boolean; follow: boolean }): Promise<PageSeo> {
  const [config, t] = await Promise.all([getSiteConfig(), getTranslations('account.download')]);
  return {
    type: 'page',
    title,
    description: shareText(t('intro'), title),
    path: DOWNLOAD_PATH,
    // What the page says is ours, translated: each language version is a true one.
    translated: true,
    robots,
    breadcrumbs: listCrumbs(config.appName, { name: title, path: DOWNLOAD_PATH }),
  };
}

/** downloadClient: where readers get the provider's app (docs/product.md §2). */
export const downloadClient = definePage(downloadClientRoute, {
  async load() {
    const [t, config] = await Promise.all([getTranslations('account.download'), getSiteConfig()]);
    return { title: t('title'), invited: false, code: null, downloadUrl: config.appDownloadUrl };
  },
  seo: ({ title }) => downloadSeo(title),
});

/** An invite code as it appears in links: letters and digits only, else no code is shown. */
export function inviteCodeOf(raw: string | undefined): string | null {
  const code = (raw ?? '').toUpperCase();
  return /^[A-Z0-9]{4,12}$/.test(code) ? code : null;
}

/**
 * invitedToDownload: `/invitedToDownload/{id?}/{code?}.html`, a friend's invite (the inviter's id
 * and code), opened from the shareinvite QR code: the download page with the code on it. One
 * reader's variant of the download page, so that page is canonical and this one is not indexed.
 */
export const invitedToDownload = definePage(invitedToDownloadRoute, {
  async load({ code }) {
    const [t, config] = await Promise.all([getTranslations('account.download'), getSiteConfig()]);
    return { title: t('invitedTitle'), invited: true, code: inviteCodeOf(code), downloadUrl: config.appDownloadUrl };
  },
  seo: ({ title }) => downloadSeo(title, { index: false, follow: true }),
});
