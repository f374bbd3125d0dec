import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CommentPage } from '@/features/comments/comment.types';
import { commentAllHref } from '@/features/comments/paths';
import { CommentsJsonLd } from '@/features/comments/CommentsJsonLd';
import { siteOrigin } from '@/lib/routing/site';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CommentComposer } from './CommentComposer.island';
import { CommentList } from './CommentList';
import { MoreComments } from './MoreComments.island';
import styles from './Comments.module.css';

interface CommentAllPageProps {
  title: string;
  sourceType: number;
  objectId: number;
  order: 'newest' | 'hot';
  page: CommentPage;
  /** The commented object, when this site has its page. */
  object: { title: string; href: string | null } | null;
  /** The site takes comments (audit type not 2). */
  open: boolean;
}

/** commentAll: the newest/hot tabs, the input, the first page of threads, then page after page. */
export async function CommentAllPage({ title, sourceType, objectId, order, page, object, open }: CommentAllPageProps) {
  const t = await getTranslations('comments');
  const path = commentAllHref(sourceType, objectId);
  const ownHost = new URL(siteOrigin()).hostname;
  const context = { sourceType, objectId, ownHost };
  const tabs = [
    { order: 'newest', label: t('newestTab'), href: path },
    { order: 'hot', label: t('hotTab'), href: `${path}?sort=hot` },
  ] as const;
  return (
    <>
      <PageHeader title={title} />
      <ClientMessages namespaces={['comments', 'callError', 'time', 'report']}>
        <main
          id="content"
          className={styles.section}
          style={{ fontFamily: 'var(--font-tibetan-text), var(--font-body)' }}
        >
          {object ? (
            // The way back to what the comments are about (its title, linked when this site has its page).
            <p className={styles.muted}>
              {object.href ? (
                <Link href={object.href} prefetch={false}>
                  {object.title}
                </Link>
              ) : (
                object.title
              )}
            </p>
          ) : null}
          {open ? (
            <CommentComposer sourceType={sourceType} objectId={objectId} returnPath={path} ownHost={ownHost} />
          ) : (
            <p className={styles.muted}>{t('closed')}</p>
          )}
          <nav className={styles.tabs} aria-label={t('orderLabel')}>
            {tabs.map((tab) => (
              <Link
                key={tab.order}
                className={styles.tab}
                href={tab.href}
                prefetch={false}
                aria-current={tab.order === order ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          {page.threads.length > 0 ? (
            <>
              <CommentList threads={page.threads} context={context} />
              <MoreComments
                sourceType={sourceType}
                objectId={objectId}
                ownHost={ownHost}
                firstPage={1}
                order={order}
                hasMore={page.hasMore}
              />
            </>
          ) : open ? (
            // 'Be the first' only where one can comment: closed comments already said so above.
            <p className={styles.empty}>{t('empty')}</p>
          ) : null}
        </main>
      </ClientMessages>
      <CommentsJsonLd path={path} comments={page.threads} />
    </>
  );
}
