import { cache, Suspense } from 'react';
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localeFacts } from '@/lib/i18n/locales';
import { pageTheme } from '@/lib/theme/theme';
import { siteOrigin } from '@/lib/routing/site';
import { BASE_PATH } from '@/lib/routing/basePath';
import { tibetanAutonymFont, tibetanFont } from '../lib/i18n/fonts';
import { ScrollDock } from '@/components/chrome/ScrollDock.island';
import { BrokenImages } from '@/components/media/BrokenImages.island';
import { ToastHost } from '@/components/chrome/Toast.island';
import { BrowserHint } from '@/components/chrome/BrowserHint';
import { DebugTools } from '@/components/chrome/DebugTools.island';
import { AccountNotices } from '@/features/member/AccountNotices.island';
import { ClockAndDevice } from '@/features/site/ClockAndDevice.island';
import { ThemeOnNavigation } from '@/components/chrome/ThemeOnNavigation.island';
import { RootClientMessages } from '@/components/i18n/ClientMessages';
import { platformMarkedDown, requestNonce } from '@/lib/http/requestContext';
import { pagePathname, pageQuery } from '@/lib/routing/pageQuery';
import { THEME_BAR_COLOR, THEME_BOOT } from '@/lib/theme/themeBoot';
import { SiteFooter } from '@/features/site/SiteFooter';
import { getNewestStudyId } from '@/features/pages/server/pages';
import { pageStyle } from '@/lib/device/pageStyle';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { releaseRenderEndTrace } from '@/lib/http/renderEndTrace';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    // Relative canonical and og:url paths are app paths: they resolve under the base path.
    metadataBase: new URL(`${siteOrigin()}${BASE_PATH}/`),
    title: { default: t('homeTitle'), template: `%s` },
    formatDetection: { telephone: false },
  };
}

/**
 * The page's own theme decision (query, site config, mourning grey) or 'auto'. Read once per render
 * (React cache) by the viewport and the layout. Nothing of the reader (cookies, user agent) is read
 * here: public pages are cached for everyone (docs/decisions/0009); the query and path come from
 * proxy.ts through lib/routing.
 */
const pageFrame = cache(async () => {
  // The path and the query keys the page cache keys on come through lib/routing, as every page's do.
  const [query, pathname, platformDown] = await Promise.all([pageQuery(), pagePathname(), platformMarkedDown()]);
  // Theme and hint need the site config; the footer's way into online study needs the newest
  // course (asked side by side). When the platform is down (proxy.ts said so) the 503 page waits
  // for neither; when a call fails here, the page says so itself.
  const [config, newestStudy] = platformDown
    ? [null, null]
    : await Promise.all([getSiteConfig().catch(() => null), getNewestStudyId().catch(() => null)]);
  const themeConfig = { dark: config?.dark ?? false, detailPageGrey: config?.detailPageGrey ?? false };
  const theme = pageTheme(query, pathname, themeConfig);
  return {
    theme,
    themeConfig,
    query,
    platformDown,
    newestStudy,
    showHint: config?.showBrowserHint ?? false,
    debugTools: config?.debugTools ?? false,
    notices: config?.notices ?? null,
  };
});

export async function generateViewport(): Promise<Viewport> {
  const { theme } = await pageFrame();
  // The browser bar matches the page: the chosen theme's background, or the phone's setting when
  // nothing is chosen (a reader's stored choice is applied by THEME_BOOT before paint).
  const themeColor =
    theme === 'auto'
      ? [
          { media: '(prefers-color-scheme: light)', color: THEME_BAR_COLOR.light },
          { media: '(prefers-color-scheme: dark)', color: THEME_BAR_COLOR.dark },
        ]
      : THEME_BAR_COLOR[theme === 'dark' ? 'dark' : 'light'];
  return { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  releaseRenderEndTrace();
  const [locale, { theme, themeConfig, query, showHint, debugTools, newestStudy, notices }, nonce] = await Promise.all([
    getLocale(),
    pageFrame(),
    requestNonce(),
  ]);
  const { htmlLang, dir } = localeFacts(locale);
  const style = pageStyle(query);
  return (
    // THEME_BOOT may turn 'auto' into the reader's stored theme before hydration: expected.
    <html
      lang={htmlLang}
      dir={dir}
      data-theme={theme}
      data-server-theme={theme}
      className={`${tibetanFont.variable} ${tibetanAutonymFont.variable}`}
      suppressHydrationWarning
    >
      <body className={style === 0 ? undefined : `page-style-${style}`}>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT }} />
        {/* What the islands of every page translate: ScrollDock and ThemeSwitch (chrome), app/error.tsx (error), AccountNotices (account.weixin, account.app), RelativeTime (time: on most pages, and seven short texts). */}
        <RootClientMessages namespaces={['chrome', 'error', 'account.weixin', 'account.app', 'time']}>
          {showHint ? <BrowserHint /> : null}
          {children}
          <SiteFooter newestStudy={newestStudy} notices={notices} />
          {/* useSearchParams: in a Suspense boundary, so a page prerendered as static keeps its HTML. */}
          <Suspense fallback={null}>
            <ThemeOnNavigation {...themeConfig} />
          </Suspense>
          <ClockAndDevice />
          <ScrollDock />
          <BrokenImages />
          <ToastHost />
          <AccountNotices />
          {debugTools ? <DebugTools /> : null}
        </RootClientMessages>
      </body>
    </html>
  );
}
