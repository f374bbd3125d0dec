import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getXyAccountPage } from '@/features/accounts/server/accounts';
import { getReporterPage } from '@/features/accounts/server/reporters';
import { getFigurePage } from '@/features/figures/server/figures';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { CardRef } from '@/lib/seo/previewCards';
import { PAGE_TITLE_KEYS } from '../pageTitles';

/** What a card shows: a title, the site's name under it, and a picture beside it when there is one. */
export interface CardSource {
  title: string;
  siteName: string;
  /** The avatar, photo or the site's logo (an address of the platform's media). */
  imageUrl: string;
}

/** What the card of `ref` shows; null when its account, reporter or figure does not exist (a 404). */
export async function cardSource(ref: CardRef): Promise<CardSource | null> {
  const config = await getSiteConfig();
  const site = { siteName: config.appName, logo: config.shareLogoUrl || config.logoUrl };
  switch (ref.kind) {
    case 'xy': {
      const page = await getXyAccountPage(ref.id);
      return page
        ? { title: page.account.name, siteName: site.siteName, imageUrl: page.account.icon || site.logo }
        : null;
    }
    case 'reporter': {
      const page = await getReporterPage(ref.id);
      return page
        ? { title: page.reporter.name, siteName: site.siteName, imageUrl: page.reporter.icon || site.logo }
        : null;
    }
    case 'figure': {
      const page = await getFigurePage(ref.id);
      return page
        ? { title: page.figure.name, siteName: site.siteName, imageUrl: page.figure.photo || site.logo }
        : null;
    }
    case 'page': {
      const key = PAGE_TITLE_KEYS[ref.route];
      const t = await getTranslations({ locale: DEFAULT_LOCALE });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the keys are checked against the messages by pageTitles.test.ts
      const title = key ? ((t as any)(key, { site: site.siteName }) as string) : site.siteName;
      return { title, siteName: site.siteName, imageUrl: site.logo };
    }
  }
}
