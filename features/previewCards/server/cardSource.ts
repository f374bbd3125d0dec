import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/features/site/server/siteConfig';
import { getXyAccountPage } from '@/features/accounts/server/accounts';
import { getReporterPage } from '@/features/accounts/server/reporters';
import { getFigurePage } from '@/features/figures/server/figures';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { CardRef } from '../cards';

/** What a card shows: a title, the site's name under it, and a picture beside it when there is one. */
export interface CardSource {
  title: string;
  siteName: string;
  /** The avatar, photo or the site's logo (an address of the platform's media). */
  imageUrl: string;
}

/**
 * The names a page card shows, for the routes whose page has no picture and a name of its own in
 * the messages; any other route's card shows the site's name alone. Keys of the default locale's
 * messages: a card speaks the language the site's content is written in, whatever a reader's
 * interface language (docs/decisions/0055).
 */
const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  home: 'meta.homeTitle',
  search: 'search.title',
  timeline: 'pages.hotPoint.indexTitle',
  aboutUs: 'pages.about.title',
  LeaderViewList: 'leader.title',
  figureDetail: 'figure.listTitle',
  xyListShare: 'xyRank.title',
  xyRules: 'xyRank.rulesTitle',
  paper: 'paper.title',
  paperArticle: 'paper.title',
  paperSharePage: 'paper.title',
  downloadClient: 'account.download.title',
  invitedToDownload: 'account.download.invitedTitle',
  circleDetail: 'circle.listTitle',
  reporter: 'reporter.title',
  dynamicDetail: 'reporter.dynamicsTitle',
  xyDetail: 'xy.accountTitle',
  topicDetail: 'qa.topicListTitle',
  seekArticleDetail: 'submission.seekListTitle',
};

/** What the card of `ref` shows; null when its account, reporter or figure does not exist (a 404). */
export async function cardSource(ref: CardRef): Promise<CardSource | null> {
  const config = await getSiteConfig();
  const site = { siteName: config.appName, logo: config.shareLogoUrl || config.logoUrl };
  switch (ref.kind) {
    case 'xy': {
      const page = await getXyAccountPage(ref.id);
      return page ? { title: page.account.name, siteName: site.siteName, imageUrl: page.account.icon || site.logo } : null;
    }
    case 'reporter': {
      const page = await getReporterPage(ref.id);
      return page ? { title: page.reporter.name, siteName: site.siteName, imageUrl: page.reporter.icon || site.logo } : null;
    }
    case 'figure': {
      const page = await getFigurePage(ref.id);
      return page ? { title: page.figure.name, siteName: site.siteName, imageUrl: page.figure.photo || site.logo } : null;
    }
    case 'page': {
      const key = PAGE_TITLE_KEYS[ref.route];
      const t = await getTranslations({ locale: DEFAULT_LOCALE });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the keys above are checked by the card's unit test
      const title = key ? (t as any)(key, { site: site.siteName }) as string : site.siteName;
      return { title, siteName: site.siteName, imageUrl: site.logo };
    }
  }
}
