import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { HTML_LANG, isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { requestTheme } from '@/lib/http/requestContext';
import { siteOrigin } from '@/lib/site';
import { tibetanFont } from './fonts';
import { BackToTop } from '@/components/chrome/BackToTop';
import { ToastHost } from '@/components/chrome/Toast';
import { BrowserHint } from '@/components/chrome/BrowserHint';
import { AccountNotices } from '@/components/account/AccountNotices';
import { headers } from 'next/headers';
import { PATH_HEADER } from '@/lib/http/requestHeaders';
import { isOldIe, pageStyle } from '@/lib/device/pageStyle';
import { getSiteConfig } from '@/lib/platform/api/config';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    metadataBase: new URL(siteOrigin()),
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
  const theme = await requestTheme();
  const lang = HTML_LANG[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const requestHeaders = await headers();
  const userAgent = requestHeaders.get('user-agent') ?? '';
  const path = requestHeaders.get(PATH_HEADER) ?? '';
  const query = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  // The hint needs the site config; when the platform is down the page says so itself.
  const showHint = isOldIe(userAgent) && ((await getSiteConfig().catch(() => null))?.showBrowserHint ?? false);
  return (
    <html lang={lang} data-theme={theme} className={tibetanFont.variable}>
      <body className={`page-style-${pageStyle(userAgent, query)}`}>
        {showHint ? <BrowserHint /> : null}
        <NextIntlClientProvider>
          {children}
          <BackToTop />
          <ToastHost />
          <AccountNotices />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
