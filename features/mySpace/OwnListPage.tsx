import { getTranslations } from 'next-intl/server';
import type { Reader } from '@/lib/session/reader';
import { PageLinks } from '@/components/list/PageLinks';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { AccountHeader } from '@/features/member/AccountHeader';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { getUserInfoRoute } from '@/features/member/paths';
import forms from '@/components/forms/Form.module.css';
import styles from './MySpace.module.css';

interface OwnListPageProps<T> {
  title: string;
  reader: Reader;
  page: number;
  /** The page's items; null when they could not be loaded (or for an app reader, who has none here). */
  list: { items: T[]; hasMore: boolean } | null;
  path: string;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
  /** Shown when the list is empty. */
  empty: string;
  /** What stands above the list (a note, a link to send something new). */
  intro?: React.ReactNode;
  children: (items: T[]) => React.ReactNode;
}

/**
 * The frame of every paged list of the member's own (docs/product.md §2, the member's own pages):
 * the bar back to the member page, the list or why there is none, and the page links.
 */
export async function OwnListPage<T>({
  title,
  reader,
  page,
  list,
  path,
  hrefOf,
  empty,
  intro,
  children,
}: OwnListPageProps<T>) {
  const t = await getTranslations('mySpace');
  const body = () => {
    if (reader.kind === 'app') {
      return (
        <ClientMessages namespaces={['account']}>
          <OpenClientNotice path={path} />
        </ClientMessages>
      );
    }
    if (!list) {
      return (
        <p className={forms.error} role="alert">
          {t('loadFailed')}
        </p>
      );
    }
    if (list.items.length === 0) return <p className={styles.empty}>{page === 0 ? empty : t('pastEnd')}</p>;
    return children(list.items);
  };
  return (
    <>
      <AccountHeader title={title} backHref={getUserInfoRoute.href()} />
      <main id="content" className={styles.body}>
        {intro}
        {body()}
        {list ? <PageLinks page={page} hasMore={list.hasMore} hrefOf={hrefOf} /> : null}
      </main>
    </>
  );
}
