import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/api/config';
import { getTagArticles } from '@/lib/platform/api/tags';
import { routeIds } from '@/lib/lists/routeParams';
import { listMetadata } from '@/lib/lists/listMetadata';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from '@/components/list/ArticleList';
import { MoreArticles } from '@/components/list/MoreArticles';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Props = { params: Promise<{ params?: string[] }> };

const load = cache(async (params: string[] | undefined) => {
  const id = routeIds(params, 1)?.[0];
  if (id === undefined) notFound();
  const page = await getTagArticles(id, 0);
  if (!page) notFound();
  return page;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).params);
  const t = await getTranslations('list');
  return listMetadata(t('tagTitle', { name: page.tag.name }), t('tagTitle', { name: page.tag.name }), `/tagList/${page.tag.id}.html`);
}

/** tagList: the articles carrying one tag, newest first, page after page. */
export default async function TagListPage({ params }: Props) {
  const [page, config] = await Promise.all([load((await params).params), getSiteConfig()]);
  const t = await getTranslations('list');
  const title = t('tagTitle', { name: page.tag.name });
  return (
    <>
      <PageHeader title={title} />
      <main id="content">
        <ArticleList articles={page.articles} columnStyle="news" leftThumbnail={config.leftListLayout} label={title} isLastPage={!page.hasMore} />
        {page.articles.length > 0 ? (
          <ClientMessages namespaces={['list', 'kind', 'live', 'time']}>
            <MoreArticles source={{ kind: 'tag', id: page.tag.id }} columnStyle="news" leftThumbnail={config.leftListLayout} initialHasMore={page.hasMore} firstPageLength={page.articles.length} />
          </ClientMessages>
        ) : null}
      </main>
    </>
  );
}
