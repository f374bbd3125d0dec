import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALES, HTML_LANG, LOCALE_AUTONYM } from '@/lib/i18n/locales';
import { pageRequest } from '@/lib/routing/pageQuery';
import { BASE_PATH } from '@/lib/routing/basePath';
import { minVideoDetailRoute } from '@/features/shortVideo/routes';
import { aboutUsRoute, onlineStudyRoute, timelineRoute } from '@/features/pages/routes';
import { ThemeSwitch } from './ThemeSwitch.island';
import styles from './SiteFooter.module.css';
import { moreLiveRoute } from '@/features/live/routes';
import { homeRoute, moreImageRoute, subscriptionListRoute } from '@/features/columns/routes';
import { figureDetailRoute } from '@/features/figures/routes';
import { circleDetailRoute, friendsCircleDetailRoute } from '@/features/circles/routes';
import { qaDetailRoute, topicDetailRoute } from '@/features/qa/routes';
import { seekArticleDetailRoute } from '@/features/tipoffs/routes';
import { leaderViewListRoute } from '@/features/leaders/routes';
import { downloadClientRoute } from '@/features/site/routes';

type DiscoverLink = { key: string; href: string };

/**
 * Lists a reader finds nowhere else on a phone screen (they were linked from
 * nowhere: docs/decisions/0031), in three groups a reader can scan: what to read and watch, where to take part, and
 * the services of the site (docs/decisions/0036). Short videos (to read and watch) and online study
 * (to take part) close their groups, by their newest, when there is one.
 */
const DISCOVER = {
  read: [
    { key: 'live', href: moreLiveRoute.href() },
    { key: 'photos', href: moreImageRoute.href() },
    // The hot topics' time axis, and the people in the news (figureDetail without an id).
    { key: 'hotTopics', href: timelineRoute.href() },
    { key: 'figures', href: figureDetailRoute.href() },
    { key: 'subscriptions', href: subscriptionListRoute.href() },
  ],
  join: [
    { key: 'circles', href: circleDetailRoute.href() },
    // The friends circle, the ask-bar topics and the calls for articles (their routes
    // without an id): before them, a reader reached those pages only through a shared link.
    { key: 'moments', href: friendsCircleDetailRoute.href() },
    { key: 'askBar', href: topicDetailRoute.href() },
    { key: 'calls', href: seekArticleDetailRoute.href() },
  ],
  services: [
    // The government Q&As (qaDetail without an id), and the site's own page (licences, certificates).
    { key: 'govQa', href: qaDetailRoute.href() },
    { key: 'leaders', href: leaderViewListRoute.href() },
    { key: 'download', href: downloadClientRoute.href() },
    { key: 'about', href: aboutUsRoute.href() },
  ],
} as const satisfies Record<string, readonly DiscoverLink[]>;

/**
 * The foot of every page: the language and the theme, where a reader looks for them (before,
 * `?lang=` set a one-year cookie with no visible way back: docs/decisions/0025). Each language is a link to this same
 * page with `lang=` (its answer applies and remembers it: proxy.ts, or the front server for a
 * cached page, docs/decisions/0036), named in its own language.
 * Built from the address only, so the page stays cacheable for everyone.
 */
export async function SiteFooter({ newestShortVideo, newestStudy }: { newestShortVideo: number | null; newestStudy: number | null }) {
  const [t, locale, { pathname, query }] = await Promise.all([getTranslations('chrome'), getLocale(), pageRequest()]);
  const shortVideos = newestShortVideo === null ? [] : [{ key: 'shortVideos', href: minVideoDetailRoute.href({ id: newestShortVideo }) } as const];
  const study = newestStudy === null ? [] : [{ key: 'study', href: onlineStudyRoute.href({ id: newestStudy }) } as const];
  const groups = [
    { key: 'read', links: [...DISCOVER.read, ...shortVideos] },
    { key: 'join', links: [...DISCOVER.join, ...study] },
    { key: 'services', links: [...DISCOVER.services] },
  ] as const;
  const hrefIn = (target: string) => {
    const next = new URLSearchParams(query);
    next.set('lang', target);
    return `${pathname || homeRoute.href()}?${next.toString()}`;
  };
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('discover')} className={styles.discover}>
        {groups.map((group) => (
          <div key={group.key} className={styles.group}>
            <span id={`discover-${group.key}`} className={styles.groupLabel}>
              {t(`discoverGroups.${group.key}`)}
            </span>
            <ul className={styles.choices} aria-labelledby={`discover-${group.key}`}>
              {group.links.map(({ key, href }) => (
                <li key={key}>
                  <Link href={href} prefetch={false} className={styles.choice}>
                    {t(`discoverLinks.${key}`)}
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
    </footer>
  );
}
