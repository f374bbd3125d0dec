import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/api/config';
import { getColumns } from '@/lib/platform/api/columns';
import { getArticles } from '@/lib/platform/api/articles';
import { TopBar } from '@/components/chrome/TopBar';
import { ColumnTabs } from '@/components/list/ColumnTabs';
import { ArticleList } from '@/components/list/ArticleList';
import { MoreArticles } from '@/components/list/MoreArticles';
import { queryTitle } from '@/lib/http/queryTitle';

export async function generateMetadata(): Promise<Metadata> {
  const config = await getSiteConfig();
  const t = await getTranslations('meta');
  return {
    title: (await queryTitle()) ?? `${config.appName} ${t('touchEdition')}`,
    description: t('description', { appName: config.appName }),
    alternates: { canonical: '/home.html' },
    openGraph: { title: config.appName, description: t('description', { appName: config.appName }), images: config.shareLogoUrl ? [config.shareLogoUrl] : [] },
  };
}

/** Home: the first top column's articles under the top bar and the column tabs. */
export default async function HomePage() {
  const [config, columns] = await Promise.all([getSiteConfig(), getColumns(0)]);
  const homeColumn = columns[0];
  const page = homeColumn ? await getArticles(homeColumn.id, 0) : null;
  const t = await getTranslations('chrome');
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <TopBar config={config} />
      {homeColumn ? <ColumnTabs columns={columns} activeId={homeColumn.id} homeId={homeColumn.id} /> : null}
      <main id="content">
        <h1 className="visually-hidden">{config.appName}</h1>
        <ArticleList
          articles={page?.articles ?? []}
          columnStyle={homeColumn?.style ?? 'news'}
          leftThumbnail={config.leftListLayout}
          label={homeColumn?.name ?? t('home')}
        />
        {homeColumn && page && page.articles.length > 0 ? (
          <MoreArticles columnId={homeColumn.id} columnStyle={homeColumn.style} leftThumbnail={config.leftListLayout} initialHasMore={page.hasMore} />
        ) : null}
      </main>
    </>
  );
}
