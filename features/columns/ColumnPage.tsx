import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ColumnWithChildren } from '@/features/columns/column.types';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getParentColumn, getTopColumns } from '@/features/columns/server/columns';
import { columnFirstPage, LIST_FAILED } from '@/features/columns/server/firstPage';
import { selectTabs, tabColumns } from '@/features/columns/columnTabs';
import { isValidUrl } from '@/lib/format/cut';
import { TopBar } from '@/features/site/TopBar';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ColumnTabs } from './ColumnTabs';
import { ColumnFeed } from './ColumnFeed';
import { SpecialTopicList } from './SpecialTopicList';
import { ColumnListFailed } from './ColumnListFailed';
import styles from './ColumnPage.module.css';
import { homeRoute } from '@/features/columns/paths';
import { ColumnBanner } from '@/features/ads/ColumnBanner';
import { getColumnBanners } from '@/features/ads/server/columnAds';

interface ColumnPageProps {
  column: ColumnWithChildren;
  /** 'tabs': the site's top bar and column tabs (home, columnDetail); 'share': a page of its own. */
  chrome: 'tabs' | 'share';
  /** The heading: the site's name on home, the column's name elsewhere. */
  heading: string;
  /** A module of the page's own among the column's, before its list (home: the most read). */
  ownModule?: ReactNode;
}

/** A column page: chrome, then what the column holds (articles, modules, topics, or a link out). */
export async function ColumnPage({ column, chrome, heading, ownModule }: ColumnPageProps) {
  const t = await getTranslations('chrome');
  const tList = await getTranslations('list');
  const [config, topColumns, parent, banners] = await Promise.all([
    getSiteConfig(),
    getTopColumns(),
    getParentColumn(column),
    // The column's banner ad (docs/product.md §2 "Advertising"): the tabbed pages only, not the share page.
    chrome === 'tabs' && column.kind !== 'link' ? getColumnBanners(column.id) : Promise.resolve([]),
  ]);
  const homeId = tabColumns(topColumns)[0]?.id ?? null;
  const page = column.kind === 'link' ? null : await columnFirstPage(column.id);
  const specials = column.style === 'special' ? column.children.filter((child) => child.kind === 'special') : [];

  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      {chrome === 'tabs' ? (
        <>
          <TopBar config={config} />
          <ColumnTabs topColumns={topColumns} tabs={selectTabs(topColumns, column, parent)} homeId={homeId} />
        </>
      ) : (
        <PageHeader title={column.name} />
      )}
      <main id="content">
        {chrome === 'tabs' ? <h1 className="visually-hidden">{heading}</h1> : null}
        <ColumnBanner banners={banners} />
        {column.kind === 'link' ? (
          <p className={styles.linkOut}>
            {isValidUrl(column.linkUrl) ? (
              <a href={column.linkUrl} target="_blank" rel="noopener noreferrer" className={styles.button}>
                {tList('openColumnLink', { name: column.name })}
              </a>
            ) : (
              tList('noContent')
            )}
          </p>
        ) : specials.length > 0 ? (
          <SpecialTopicList topics={specials} label={column.name} />
        ) : page === LIST_FAILED ? (
          <ColumnListFailed />
        ) : page ? (
          <ColumnFeed column={column} page={page} leftThumbnail={config.leftListLayout} ownModule={ownModule} />
        ) : null}
        {chrome === 'share' ? (
          <p className={styles.more}>
            <Link href={homeRoute.href()} prefetch={false} className={styles.button}>
              {tList('moreOnSite', { name: config.appName })}
            </Link>
          </p>
        ) : null}
      </main>
    </>
  );
}
