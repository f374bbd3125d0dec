import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { HTML_LANG, isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { requestTheme } from '@/lib/http/requestContext';
import { siteOrigin } from '@/lib/site';
import { tibetanFont } from './fonts';
import { BackToTop } from '@/components/chrome/BackToTop';
import { ToastHost } from '@/components/chrome/Toast';
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
  return (
    <html lang={lang} data-theme={theme} className={tibetanFont.variable}>
      <body>
        <NextIntlClientProvider>
          {children}
          <BackToTop />
          <ToastHost />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
