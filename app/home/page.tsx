import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { getColumn, getColumns } from '@/lib/platform/lists/columns';
import { tabColumns } from '@/lib/lists/columnTabs';
import { queryTitle } from '@/lib/http/queryTitle';
import { ColumnPage } from '@/components/list/ColumnPage';
import { PageMessage } from '@/components/chrome/PageMessage';

export async function generateMetadata(): Promise<Metadata> {
  const config = await getSiteConfig();
  const t = await getTranslations('meta');
  const description = t('description', { appName: config.appName });
  return {
    title: (await queryTitle()) ?? `${config.appName} ${t('touchEdition')}`,
    description,
    alternates: { canonical: '/home.html' },
    openGraph: { title: config.appName, description, url: '/home.html', siteName: config.appName, images: config.shareLogoUrl ? [config.shareLogoUrl] : [] },
  };
}

/** Home: the first top column, with the site's top bar and every column's tab. */
export default async function HomePage() {
  const [config, columns] = await Promise.all([getSiteConfig(), getColumns(0)]);
  const first = tabColumns(columns)[0];
  const home = first ? await getColumn(first.id) : null;
  if (!home) {
    const t = await getTranslations('list');
    return <PageMessage title={config.appName} message={t('noContent')} />;
  }
  return <ColumnPage column={home} chrome="tabs" heading={config.appName} />;
}
