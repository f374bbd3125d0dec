import Link from 'next/link';
import { privacyPolicyRoute, userAgreementRoute } from '@/features/legal/paths';
import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALES, HTML_LANG, LOCALE_AUTONYM } from '@/lib/i18n/locales';
import { pageRequest } from '@/lib/routing/pageQuery';
import { BASE_PATH } from '@/lib/routing/basePath';
import { shortVideoListHref } from '@/features/shortVideo/paths';
import { aboutUsRoute, onlineStudyRoute, timelineRoute } from '@/features/pages/paths';
import { ThemeSwitch } from '@/features/site/ThemeSwitch.island';
import styles from './SiteFooter.module.css';
import { moreLiveRoute } from '@/features/live/paths';
import { homeRoute, moreImageRoute, subscriptionListRoute } from '@/features/columns/paths';
import { figureDetailRoute } from '@/features/figures/paths';
import { circleDetailRoute, friendsCircleDetailRoute } from '@/features/circles/paths';
import { qaDetailRoute, topicDetailRoute } from '@/features/qa/paths';
import { seekArticleDetailRoute, tipoffDetailRoute } from '@/features/tipoffs/paths';
import type { SiteNotices } from '@/lib/platform/siteConfig/siteConfig.types';
import { leaderViewListRoute } from '@/features/leaders/paths';
import { downloadClientRoute } from '@/features/site/paths';
import { activityDetailRoute } from '@/features/activities/paths';

/** `signIn`: the page asks a reader to sign in first; no crawler need follow it. */
type DiscoverLink = { key: string; href: string; signIn?: boolean };

/**
 * Lists a reader finds nowhere else on a phone screen (they were linked from
 * nowhere: docs/decisions/0031), in three groups a reader can scan: what to read and watch, where to take part, and
 * the services of the site (docs/decisions/0036). Online study (to take part) closes its group, by
 * its newest course, when there is one.
 */
const DISCOVER = {
  read: [
    { key: 'live', href: moreLiveRoute.href() },
    { key: 'photos', href: moreImageRoute.href() },
    // The hot topics' time axis, and the people in the news (figureDetail without an id).
    { key: 'hotTopics', href: timelineRoute.href() },
    { key: 'figures', href: figureDetailRoute.href() },
    { key: 'subscriptions', href: subscriptionListRoute.href() },
    // The short videos by category (minVideoList, docs/decisions/0061); before, the newest clip.
    { key: 'shortVideos', href: shortVideoListHref(null) },
  ],
  join: [
    { key: 'circles', href: circleDetailRoute.href() },
    // The friends circle, the ask-bar topics and the calls for articles (their routes
    // without an id): before them, a reader reached those pages only through a shared link.
    { key: 'moments', href: friendsCircleDetailRoute.href() },
    { key: 'askBar', href: topicDetailRoute.href() },
    // The activities (activityDetail without an id): before, no page listed them.
    { key: 'activities', href: activityDetailRoute.href() },
    { key: 'calls', href: seekArticleDetailRoute.href() },
    // The tip-off form (tipoffDetail without an id), a sign-in page: before, only the provider's
    // app and a call for articles led there.
    { key: 'tipoff', href: tipoffDetailRoute.href(), signIn: true },
  ],
  services: [
    // The government Q&As (qaDetail without an id), and the site's own page (licences, certificates).
    { key: 'govQa', href: qaDetailRoute.href() },
    { key: 'leaders', href: leaderViewListRoute.href() },
    { key: 'download', href: downloadClientRoute.href() },
    { key: 'about', href: aboutUsRoute.href() },
    // The legal documents a member accepts at sign-in (docs/decisions/0050).
    { key: 'agreement', href: userAgreementRoute.href() },
    { key: 'privacy', href: privacyPolicyRoute.href() },
  ],
} as const satisfies Record<string, readonly DiscoverLink[]>;

/**
 * The foot of every page: the language and the theme, where a reader looks for them (before,
 * `?lang=` set a one-year cookie with no visible way back: docs/decisions/0025). Each language is a link to this same
 * page with `lang=` (its answer applies and remembers it: proxy.ts, or the front server for a
 * cached page, docs/decisions/0036), named in its own language.
 * Built from the address only, so the page stays cacheable for everyone.
 */
export async function SiteFooter({
  newestStudy,
  notices,
}: {
  newestStudy: number | null;
  /** From the site config; null when it could not be read (then, as without any, no notices). */
  notices: SiteNotices | null;
}) {
  const [t, locale, { pathname, query }] = await Promise.all([getTranslations('chrome'), getLocale(), pageRequest()]);
  const study =
    newestStudy === null ? [] : [{ key: 'study', href: onlineStudyRoute.href({ id: newestStudy }) } as const];
  const groups = [
    { key: 'read', links: [...DISCOVER.read] },
    { key: 'join', links: [...DISCOVER.join, ...study] },
    { key: 'services', links: [...DISCOVER.services] },
  ] as const;
  const hrefIn = (target: string) => {
    const next = new URLSearchParams(query);
    next.set('lang', target);
    return `${pathname || homeRoute.href()}?${next.toString()}`;
  };
  return (
    <footer className={styles.footer} data-web-chrome>
      <nav aria-label={t('discover')} className={styles.discover}>
        {groups.map((group) => (
          <div key={group.key} className={styles.group}>
            <span id={`discover-${group.key}`} className={styles.groupLabel}>
              {t(`discoverGroups.${group.key}`)}
            </span>
            <ul className={styles.choices} aria-labelledby={`discover-${group.key}`}>
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    rel={'signIn' in link && link.signIn ? 'nofollow' : undefined}
                    className={styles.choice}
                  >
                    {t(`discoverLinks.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <nav aria-label={t('language')} className={styles.row}>
        <span className={styles.label} aria-hidden="true">
          {t('language')}
        </span>
        <ul className={styles.choices}>
          {LOCALES.map((target) => (
            <li key={target}>
              {/* A whole new document, not a client-side navigation: the page's language, fonts and
                  the remembered choice (the answer's cookie) all start again in the new language. */}
              <a
                href={`${BASE_PATH}${hrefIn(target)}`}
                lang={HTML_LANG[target]}
                hrefLang={HTML_LANG[target]}
                aria-current={target === locale ? 'true' : undefined}
                className={styles.choice}
              >
                {LOCALE_AUTONYM[target]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeSwitch />
      {notices ? <LegalNotices notices={notices} /> : null}
    </footer>
  );
}

/**
 * The notices a licensed news site in China shows on every page (docs/decisions/0047): its filings,
 * its news licence, where to report illegal and harmful information. Each only when the site config
 * has it; none at all without any. The numbers are shown as issued (Chinese, whatever the page's
 * language: marked so); the filings link to the regulators' query pages, in this window.
 */
async function LegalNotices({ notices }: { notices: SiteNotices }) {
  const t = await getTranslations('legal');
  const { icp, publicSecurity, newsLicence, report } = notices;
  const zh = HTML_LANG.cn;
  const items = [
    icp.number && {
      key: 'icp',
      label: t('icp'),
      value: (
        <a href={icp.url} lang={zh}>
          {icp.number}
        </a>
      ),
    },
    publicSecurity.number && {
      key: 'publicSecurity',
      label: t('publicSecurity'),
      value: publicSecurity.url ? (
        <a href={publicSecurity.url} lang={zh}>
          {publicSecurity.number}
        </a>
      ) : (
        <span lang={zh}>{publicSecurity.number}</span>
      ),
    },
    newsLicence && { key: 'newsLicence', label: t('newsLicence'), value: <span lang={zh}>{newsLicence}</span> },
    report.phone && {
      key: 'reportPhone',
      label: t('reportPhone'),
      value: <a href={report.phoneUrl}>{report.phone}</a>,
    },
    report.email && {
      key: 'reportEmail',
      label: t('reportEmail'),
      value: <a href={`mailto:${report.email}`}>{report.email}</a>,
    },
    report.url && {
      key: 'reportOnline',
      label: t('reportOnline'),
      value: <a href={report.url}>{hostOf(report.url)}</a>,
    },
  ].filter((item) => !!item);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="site-notices" className={styles.notices}>
      <h2 id="site-notices" className="visually-hidden">
        {t('heading')}
      </h2>
      <ul className={styles.noticeList}>
        {items.map(({ key, label, value }) => (
          <li key={key} data-notice={key}>
            <span className={styles.noticeLabel}>{label}</span> {value}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reporting centre's address as a reader reads it: `www.12377.cn`. */
function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}
