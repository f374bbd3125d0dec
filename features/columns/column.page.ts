import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ColumnWithChildren } from '@/features/columns/column.types';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getColumn, getParentColumn, getTopColumns } from '@/features/columns/server/columns';
import { getArticles, getMostRead } from '@/features/columns/server/articles';
import { columnFirstPage, LIST_FAILED } from '@/features/columns/server/firstPage';
import { columnHref, tabColumns } from '@/features/columns/columnTabs';
import { definePage } from '@/lib/routing/definePage';
import type { CollectionSeo, PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { columnFeedPath, hasColumnFeed } from '@/features/feeds/feedLinks';
import { articleItems, listCrumbs, listPageSeo } from './listItems.page';
import {
  columnDetailRoute,
  columnShareRoute,
  homeRoute,
  moreImageRoute,
  specDetailRoute,
} from '@/features/columns/paths';

/** articleType 1: photo sets (moreImage lists only these). */
const PHOTO_SETS = 1;

/** What a column page lists in its server HTML: its first page of articles, or its special topics. */
async function columnItems(column: ColumnWithChildren): Promise<CollectionSeo['items']> {
  if (column.kind === 'link') return [];
  if (column.style === 'special') {
    const topics = column.children.filter((child) => child.kind === 'special');
    if (topics.length > 0)
      return topics.map((topic) => ({ name: topic.name, path: specDetailRoute.href({ id: topic.id }) }));
  }
  // A failed list lists nothing: the page itself shows the marker and is answered 503 (docs/decisions/0063).
  const page = await columnFirstPage(column.id);
  return page === LIST_FAILED ? [] : articleItems(page.articles);
}

/** A column page's description: the column's own text, else its name. */
const describe = (column: ColumnWithChildren) => shareText(column.description, column.name);

/** home: `/home.html` (alias `/index.html`), the first top column under the site's top bar and tabs. */
export const home = definePage(homeRoute, {
  async load() {
    const [config, columns] = await Promise.all([getSiteConfig(), getTopColumns()]);
    const first = tabColumns(columns)[0];
    // Home ranks the site's most read of the day and the week among its modules (docs/product.md §7).
    const [column, mostRead] = await Promise.all([first ? getColumn(first.id) : null, getMostRead()]);
    return { config, column, mostRead };
  },
  async seo({ config, column }): Promise<PageSeo> {
    const t = await getTranslations('meta');
    return {
      type: 'collection',
      title: config.appName,
      documentTitle: `${config.appName} ${t('touchEdition')}`,
      description: t('description', { appName: config.appName }),
      path: homeRoute.href(),
      website: true,
      items: column ? await columnItems(column) : [],
    };
  },
});

/**
 * The column of `/columnDetail/{columnId?}/{id?}.html` and `/columnShare/{parentId?}/{id?}.html`:
 * the last id is the column, the one before it its parent (only in our links). No id goes home,
 * an unknown column is a 404, and a special topic opens as one.
 */
async function loadColumn({ id, parentId }: { id?: number; parentId?: number }): Promise<ColumnWithChildren> {
  if (id === undefined) redirect(homeRoute.href());
  const column = await getColumn(id);
  if (!column) notFound();
  if (column.kind === 'special') redirect(specDetailRoute.href({ id: column.id }));
  return column.parentId > 0 || !parentId || parentId === id ? column : withParentOfAddress(column, parentId);
}

/**
 * A real platform's column names no parent: the address's own (`/columnDetail/2/14.html`) is taken
 * when that column does list this one among its children, so the child's tab row and breadcrumbs
 * show; an address that names another column is not believed.
 */
async function withParentOfAddress(column: ColumnWithChildren, parentId: number): Promise<ColumnWithChildren> {
  const parent = await getColumn(parentId);
  return parent?.children.some((child) => child.id === column.id) ? { ...column, parentId } : column;
}

/** Both column routes describe the columnDetail address: a shared column is the same content. */
async function columnSeo(column: ColumnWithChildren): Promise<PageSeo> {
  const [config, parent] = await Promise.all([getSiteConfig(), getParentColumn(column)]);
  const path = columnHref(column, null);
  return {
    type: 'collection',
    title: column.name,
    description: describe(column),
    path,
    // The column's name says the language its articles are in (an English column), docs/decisions/0055.
    contentLocale: contentLocaleOf(column.name),
    items: await columnItems(column),
    // A visible list column has its own RSS feed (app/rss/[file]); the one predicate the handlers answer by.
    feeds: hasColumnFeed(column)
      ? [{ title: `${column.name} - ${config.appName}`, path: columnFeedPath(column.id) }]
      : undefined,
    breadcrumbs: listCrumbs(
      config.appName,
      ...(parent ? [{ name: parent.name, path: columnHref(parent, null) }] : []),
      { name: column.name, path },
    ),
  };
}

/** columnDetail: one column under the site's tabs, its children as a second row. */
export const columnDetail = definePage(columnDetailRoute, { load: loadColumn, seo: columnSeo });

/** columnShare: a column as a page of its own, for links shared out of the app (no site tabs). */
export const columnShare = definePage(columnShareRoute, { load: loadColumn, seo: columnSeo });

/** moreImage: `/moreImage/{id?}.html`, the photo sets of a column, page after page. */
export const moreImage = definePage(moreImageRoute, {
  /** The column in the path, else the site's first picture column, else home's. */
  async load({ id }) {
    const visible = tabColumns(await getTopColumns());
    const columnId = id ?? (visible.find((column) => column.style === 'image') ?? visible[0])?.id;
    const column = columnId === undefined ? null : await getColumn(columnId);
    if (!column) notFound();
    const [config, page, t] = await Promise.all([
      getSiteConfig(),
      getArticles(column.id, 0, { typeScreen: PHOTO_SETS }),
      getTranslations('list'),
    ]);
    return { column, config, page, typeScreen: PHOTO_SETS, title: t('photoSetsOf', { name: column.name }) };
  },
  seo({ column, config, page, title }): PageSeo {
    return listPageSeo({
      title,
      path: moreImageRoute.href({ id: column.id }),
      articles: page.articles,
      siteName: config.appName,
      parents: [{ name: column.name, path: columnHref(column, null) }],
    });
  },
});
