import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ShortVideoCategory, ShortVideoListPage as ListData } from '@/features/shortVideo/shortVideo.types';
import { shortVideoListHref } from '@/features/shortVideo/paths';
import { ListPage } from '@/components/list/ListPage';
import { PageLinks } from '@/components/list/PageLinks';
import tabStyles from '@/features/columns/ColumnTabs.module.css';
import { ClipCard } from './ClipCard';
import styles from './ShortVideo.module.css';

interface ShortVideoListPageProps {
  title: string;
  categories: ShortVideoCategory[];
  /** The category shown; null: all of them. */
  category: ShortVideoCategory | null;
  list: ListData;
}

/**
 * minVideoList (docs/decisions/0061): the short videos as a grid of upright covers, newest first, a
 * tab per category (links: each tab is an address to share), and the pages of the list.
 */
export async function ShortVideoListPage({ title, categories, category, list }: ShortVideoListPageProps) {
  const t = await getTranslations('shortVideoBrowse');
  const tabs = [{ id: null, name: t('all') }, ...categories];
  const current = category?.id ?? null;
  return (
    <ListPage
      title={title}
      className={styles.listBody}
      intro={
        <nav className={tabStyles.tabs} aria-label={t('categories')}>
          <ul className={tabStyles.scroller}>
            {tabs.map((tab) => (
              <li key={tab.id ?? 'all'}>
                <Link
                  href={shortVideoListHref(tab.id)}
                  prefetch={false}
                  className={`${tabStyles.tab} ${tab.id === current ? tabStyles.active : ''}`}
                  aria-current={tab.id === current ? 'page' : undefined}
                >
                  {tab.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
      items={list.clips}
      keyOf={(clip) => clip.id}
      empty={t('empty')}
      classes={{ list: styles.grid, empty: styles.empty }}
      renderItem={(clip) => <ClipCard clip={clip} />}
      footer={
        <PageLinks page={list.page} hasMore={list.hasMore} hrefOf={(page) => shortVideoListHref(current, page)} />
      }
    />
  );
}
