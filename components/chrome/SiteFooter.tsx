import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALES, HTML_LANG, LOCALE_AUTONYM } from '@/lib/i18n/locales';
import { pageRequest } from '@/lib/routing/pageQuery';
import { BASE_PATH } from '@/lib/basePath';
import { shortVideoPath } from '@/lib/shortVideo/share';
import { studyPath } from '@/lib/pages/paths';
import { ThemeSwitch } from './ThemeSwitch';
import styles from './SiteFooter.module.css';

/** Lists a reader finds nowhere else on a phone screen (issue 22: these pages were linked from nowhere); short videos follow, by their newest. */
const DISCOVER = [
  { key: 'live', href: '/moreLive.html' },
  { key: 'photos', href: '/moreImage.html' },
  { key: 'subscriptions', href: '/subscriptionList.html' },
  { key: 'circles', href: '/circleDetail.html' },
  { key: 'leaders', href: '/LeaderViewList.html' },
  { key: 'download', href: '/downloadClient.html' },
  // Issue 19: the hot topics' time axis and the site's own page (licences, certificates).
  { key: 'hotTopics', href: '/timeline.html' },
  { key: 'about', href: '/aboutUs.html' },
  // Issue 19: the lists of government Q&As, ask-bar topics, calls for articles, the friends circle
  // and the people in the news (their routes without an id): before them, a reader reached those
  // pages only through a shared link.
  { key: 'govQa', href: '/qaDetail.html' },
  { key: 'askBar', href: '/topicDetail.html' },
  { key: 'calls', href: '/seekArticleDetail.html' },
  { key: 'moments', href: '/friendsCircleDetail.html' },
  { key: 'figures', href: '/figureDetail.html' },
] as const;

/**
 * The foot of every page: the language and the theme, where a reader looks for them (issue 22:
 * `?lang=` set a one-year cookie with no visible way back). Each language is a link to this same
 * page with `lang=` (proxy.ts applies it, RememberLocale keeps it), named in its own language.
 * Built from the address only, so the page stays cacheable for everyone.
 */
export async function SiteFooter({ newestShortVideo, newestStudy }: { newestShortVideo: number | null; newestStudy: number | null }) {
  const [t, locale, { pathname, query }] = await Promise.all([getTranslations('chrome'), getLocale(), pageRequest()]);
  const discover = [
    ...DISCOVER,
    ...(newestShortVideo === null ? [] : [{ key: 'shortVideos', href: shortVideoPath(newestShortVideo) } as const]),
    ...(newestStudy === null ? [] : [{ key: 'study', href: studyPath(newestStudy) } as const]),
  ];
  const hrefIn = (target: string) => {
    const next = new URLSearchParams(query);
    next.set('lang', target);
    return `${pathname || '/home.html'}?${next.toString()}`;
  };
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('discover')} className={styles.row}>
        <span className={styles.label} aria-hidden="true">
          {t('discover')}
        </span>
        <ul className={styles.choices}>
          {discover.map(({ key, href }) => (
            <li key={key}>
              <Link href={href} prefetch={false} className={styles.choice}>
                {t(`discoverLinks.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('language')} className={styles.row}>
        <span className={styles.label} aria-hidden="true">
          {t('language')}
        </span>
        <ul className={styles.choices}>
          {LOCALES.map((target) => (
            <li key={target}>
              {/* A whole new document, not a client-side navigation: the page's language, fonts and
                  the remembered choice (RememberLocale) all start again in the new language. */}
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
