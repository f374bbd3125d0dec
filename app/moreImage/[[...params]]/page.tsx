import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/api/config';
import { getColumn, getColumns } from '@/lib/platform/api/columns';
import { getArticles } from '@/lib/platform/api/articles';
import { routeIds } from '@/lib/lists/routeParams';
import { tabColumns } from '@/lib/lists/columnTabs';
import { listMetadata } from '@/lib/lists/listMetadata';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from '@/components/list/ArticleList';
import { MoreArticles } from '@/components/list/MoreArticles';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Props = { params: Promise<{ params?: string[] }> };

/** articleType 1: photo sets. */
const PHOTO_SETS = 1;

/** The column whose photo sets to show: the one in the path, else the site's first picture column, else home. */
const load = cache(async (params: string[] | undefined) => {
  const ids = routeIds(params, 1);
  if (ids === null) notFound();
  const visible = tabColumns(await getColumns(0));
  const fallback = visible.find((column) => column.style === 'image') ?? visible[0];
  const id = ids[0] ?? fallback?.id;
  const column = id === undefined ? null : await getColumn(id);
  if (!column) notFound();
  return column;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const column = await load((await params).params);
  const t = await getTranslations('list');
  const title = t('photoSetsOf', { name: column.name });
  return listMetadata(title, title, `/moreImage/${column.id}.html`);
}

/** moreImage: the photo sets of a column, three pictures a card, page after page. */
export default async function MoreImagePage({ params }: Props) {
  const column = await load((await params).params);
  const [config, page, t] = await Promise.all([getSiteConfig(), getArticles(column.id, 0, { typeScreen: PHOTO_SETS }), getTranslations('list')]);
  const title = t('photoSetsOf', { name: column.name });
  return (
    <>
      <PageHeader title={title} />
      <main id="content">
        <ArticleList articles={page.articles} columnStyle="threePics" leftThumbnail={config.leftListLayout} label={title} isLastPage={!page.hasMore} />
        {page.articles.length > 0 ? (
          <ClientMessages namespaces={['list', 'kind', 'live', 'time']}>
            <MoreArticles
              source={{ kind: 'column', id: column.id, typeScreen: PHOTO_SETS }}
              columnStyle="threePics"
              leftThumbnail={config.leftListLayout}
              initialHasMore={page.hasMore}
              firstPageLength={page.articles.length}
            />
          </ClientMessages>
        ) : null}
      </main>
    </>
  );
}
