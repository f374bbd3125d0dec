import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localeFacts } from '@/lib/i18n/locales';
import { pageTheme } from '@/lib/theme/theme';
import { siteOrigin } from '@/lib/site';
import { BASE_PATH } from '@/lib/basePath';
import { tibetanFont } from './fonts';
import { BackToTop } from '@/components/chrome/BackToTop';
import { ToastHost } from '@/components/chrome/Toast';
import { BrowserHint } from '@/components/chrome/BrowserHint';
import { AccountNotices } from '@/components/account/AccountNotices';
import { RememberLocale } from '@/components/chrome/RememberLocale';
import { RootClientMessages } from '@/components/i18n/ClientMessages';
import { pagePathname, pageQuery } from '@/lib/routing/pageQuery';
import { platformMarkedDown } from '@/lib/http/requestContext';
import { pageStyle } from '@/lib/device/pageStyle';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
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

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121316' },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const { htmlLang, dir } = localeFacts(locale);
  // Nothing of the reader (cookies, user agent) is read here: public pages are cached for
  // everyone (docs/decisions/0009). The path and the query keys the page cache keys on come
  // through lib/routing, as every page's do.
  const [query, pathname, platformDown] = await Promise.all([pageQuery(), pagePathname(), platformMarkedDown()]);
  // Theme and hint need the site config. When the platform is down (proxy.ts said so) the 503
  // page must not wait for it; when a call fails here, the page says so itself.
  const config = platformDown ? null : await getSiteConfig().catch(() => null);
  const theme = pageTheme(query, pathname, { dark: config?.dark ?? false, detailPageGrey: config?.detailPageGrey ?? false });
  const showHint = config?.showBrowserHint ?? false;
  const style = pageStyle(query);
  return (
    <html lang={htmlLang} dir={dir} data-theme={theme} className={tibetanFont.variable}>
      <body className={style === 0 ? undefined : `page-style-${style}`}>
        {/* What the islands of every page translate: BackToTop (chrome), app/error.tsx (error), AccountNotices (account.weixin, account.app). */}
        <RootClientMessages namespaces={['chrome', 'error', 'account.weixin', 'account.app']}>
          {showHint ? <BrowserHint /> : null}
          {children}
          <RememberLocale />
          <BackToTop />
          <ToastHost />
          <AccountNotices />
        </RootClientMessages>
      </body>
    </html>
  );
}
