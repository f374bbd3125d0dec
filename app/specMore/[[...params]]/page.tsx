import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/lib/platform/api/config';
import { getColumn } from '@/lib/platform/api/columns';
import { getArticles } from '@/lib/platform/api/articles';
import { routeIds } from '@/lib/lists/routeParams';
import { listMetadata } from '@/lib/lists/listMetadata';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from '@/components/list/ArticleList';
import { MoreArticles } from '@/components/list/MoreArticles';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Props = { params: Promise<{ params?: string[] }> };

async function load(params: string[] | undefined) {
  const ids = routeIds(params, 1);
  const id = ids?.[0];
  if (id === undefined) notFound();
  const column = await getColumn(id);
  if (!column) notFound();
  return column;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const column = await load((await params).params);
  return listMetadata(column.name, column.description || column.name, `/specMore/${column.id}.html`);
}

/** specMore: every article of one special-topic sub-column, page after page. */
export default async function SpecMorePage({ params }: Props) {
  const column = await load((await params).params);
  const [config, page] = await Promise.all([getSiteConfig(), getArticles(column.id, 0)]);
  return (
    <>
      <PageHeader title={column.name} />
      <main id="content">
        <ArticleList articles={page.articles} columnStyle={column.style} leftThumbnail={config.leftListLayout} label={column.name} isLastPage={!page.hasMore} />
        {page.articles.length > 0 ? (
          <ClientMessages namespaces={['list', 'kind', 'live', 'time']}>
            <MoreArticles source={{ kind: 'column', id: column.id }} columnStyle={column.style} leftThumbnail={config.leftListLayout} initialHasMore={page.hasMore} firstPageLength={page.articles.length} />
          </ClientMessages>
        ) : null}
      </main>
    </>
  );
}
